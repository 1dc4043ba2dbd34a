import { Type, type TSchema } from "typebox";
import type { ResourceDef } from "../../resources/types";
import { BusinessItemParams, BusinessParams } from "../../contracts/common";
import { ListHeaders, OneRow, OpenRow, ResourceItemParams, ResourceParams, RowBody, RowHeaders, RowList } from "../../contracts/engine";
import { rowSchemasOf, schemaStem } from "../../contracts/rows";

/** What the engine's routes of one resource take and answer (server/engine/routes.ts). */
export interface Shapes {
  label: string;
  /** The resource's name in operation ids: listStaffPayItems. */
  stem: string;
  params: typeof BusinessParams | typeof ResourceParams;
  itemParams: typeof BusinessItemParams | typeof ResourceItemParams;
  /** A page of rows, with the list's headers. */
  list: TSchema;
  /** One row's answer, with its ETag. */
  one: TSchema;
  /** The row a write answers with. */
  written: TSchema;
  /** The bodies as the document shows them (the handler checks them with resources/validate.ts). */
  create: TSchema;
  update: TSchema;
}

/** The row schema's one definition (`$id`, a component of the document), wrapped to say what an answer adds. */
const answering = (row: TSchema, extra: Record<string, unknown>) => Type.Unsafe({ allOf: [row], ...extra });

const made = new WeakMap<ResourceDef, Shapes>();

/** A declared resource's shapes, made once (so each route's serialiser is compiled from the same objects, at start). */
export function shapesOf(def: ResourceDef): Shapes {
  const known = made.get(def);
  if (known) return known;
  const { row, create, update } = rowSchemasOf(def);
  const shapes: Shapes = {
    label: def.label,
    stem: schemaStem(def),
    params: BusinessParams,
    itemParams: BusinessItemParams,
    list: Type.Array(row, { description: `One page of ${def.label}; the total is in x-total-count`, headers: ListHeaders }),
    one: answering(row, { description: `One of ${def.label}, with the name of whoever changed it last`, headers: RowHeaders }),
    written: answering(row, { description: `The row as it is now` }),
    create,
    update,
  };
  made.set(def, shapes);
  return shapes;
}

/** The `:resource` routes' open shapes (a name no resource has answers 404 before any of them is used). */
export const GENERIC: Shapes = {
  label: "a resource's rows",
  stem: "Rows",
  params: ResourceParams,
  itemParams: ResourceItemParams,
  list: RowList,
  one: OneRow,
  written: OpenRow,
  create: RowBody,
  update: RowBody,
};
