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
  }
  return warnings;
}
