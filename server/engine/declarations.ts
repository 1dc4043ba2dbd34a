import type { FieldDef, ResourceDef } from "../../resources/types";
import { assertIdentifier } from "./naming";
import { checkNoOverlap } from "./no-overlap";

const RESERVED = new Set(["id", "business_id", "created_at", "updated_at", "version", "updated_by", "q", "key"]);

/**
 * Refuses a declaration the engine cannot serve, at start, with a message naming the resource
 * and field: better a clear boot error than a 500 on the first request.
 */
export function checkDeclarations(defs: ResourceDef[]): string[] {
  const warnings: string[] = [];
  const names = new Set<string>();
  for (const def of defs) {
    assertIdentifier(def.name, "resource name");
    if (names.has(def.name)) throw new Error(`resource "${def.name}" is declared twice`);
    names.add(def.name);
    const where = `resource ${def.name}`;
    const checkFields = (fields: FieldDef[], inside: string) => {
      const seen = new Set<string>();
      for (const f of fields) {
        assertIdentifier(f.name, `${inside}: field name`);
        if (RESERVED.has(f.name)) throw new Error(`${inside}: field "${f.name}" is a reserved column name`);
        if (seen.has(f.name)) throw new Error(`${inside}: field "${f.name}" is declared twice`);
        seen.add(f.name);
        if (f.type === "enum" && !(f.options && f.options.length)) throw new Error(`${inside}: enum field "${f.name}" needs options`);
        if (f.type === "relation") {
          if (!f.relation) throw new Error(`${inside}: relation field "${f.name}" needs relation {resource, labelField}`);
          const target = defs.find((d) => d.name === f.relation!.resource);
          if (!target) warnings.push(`${inside}: relation "${f.name}" points to undeclared resource "${f.relation.resource}"`);
          else if (!target.fields.some((t) => t.name === f.relation!.labelField) && f.relation.labelField !== "id")
            throw new Error(`${inside}: relation "${f.name}" label field "${f.relation.labelField}" is not a field of ${target.name}`);
        }
        if (f.type === "subrecords") {
          if (!f.fields?.length) throw new Error(`${inside}: subrecords field "${f.name}" needs fields`);
          if (f.fields.some((s) => s.type === "subrecords")) throw new Error(`${inside}: subrecords cannot nest`);
          checkFields(f.fields, `${inside}.${f.name}`);
        }
        for (const rule of f.rules ?? []) if (rule.kind === "pattern") new RegExp(rule.pattern, rule.flags);
      }
    };
    checkFields(def.fields, where);
    const fieldNames = new Set(["id", "created_at", "updated_at", ...def.fields.map((f) => f.name)]);
    if (!fieldNames.has(def.titleField)) throw new Error(`${where}: titleField "${def.titleField}" is not a field`);
    if (def.defaultSort && !fieldNames.has(def.defaultSort.field)) throw new Error(`${where}: defaultSort field "${def.defaultSort.field}" is not a field`);
    if (!def.routes?.list?.startsWith("/")) throw new Error(`${where}: routes.list must be a path starting with /`);
    checkNoOverlap(def);
    checkCalendar(def);
  }
  return warnings;
}

/** Refuses a calendar whose fields are missing or of the wrong kind (a time range needs its day; a stay, two dates). */
function checkCalendar(def: ResourceDef): void {
  const cal = def.calendar;
  if (!cal) return;
  const where = `resource ${def.name}: calendar`;
  const type = (name: string) => {
    const f = def.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${where}: "${name}" is not a field`);
    return f.type;
  };
  const timed = cal.date !== undefined;
  if (timed && type(cal.date!) !== "date") throw new Error(`${where}: date "${cal.date}" must be a date field`);
  for (const name of [cal.start, cal.end]) if (type(name) !== (timed ? "time" : "date")) throw new Error(`${where}: "${name}" must be a ${timed ? "time" : "date"} field`);
  if (type(cal.lane) !== "relation") throw new Error(`${where}: lane "${cal.lane}" must be a relation field`);
  type(cal.title);
  if (cal.status) {
    const status = def.fields.find((x) => x.name === cal.status)!;
    if (type(cal.status) !== "enum") throw new Error(`${where}: status "${cal.status}" must be an enum field`);
    for (const v of [...(cal.inactive ?? []), ...(cal.noShow ? [cal.noShow] : [])])
      if (!status.options!.includes(v)) throw new Error(`${where}: "${v}" is not a value of ${cal.status}`);
  }
  if (!cal.route.startsWith("/")) throw new Error(`${where}: route must be a path starting with /`);
}
