/**
 * Ready-made record rules (a declaration's `validate`): rules across two fields, with the error
 * on the field the user has to change. Dates ("YYYY-MM-DD") and times ("HH:mm") compare as text.
 */
import type { RecordError } from "./types";

type RecordRule = (record: Record<string, unknown>) => RecordError[];

const given = (v: unknown): v is string => typeof v === "string" && v !== "";

/** `later` may not come before `earlier` (or, with `strictly`, be the same). */
export const inOrder =
  (earlier: string, later: string, message: string, { strictly = false } = {}): RecordRule =>
  (record) => {
    const a = record[earlier];
    const b = record[later];
    if (!given(a) || !given(b)) return [];
    return (strictly ? b <= a : b < a) ? [{ field: later, message }] : [];
  };

/** Every rule's errors, in order. */
export const allOf =
  (...rules: RecordRule[]): RecordRule =>
  (record) =>
    rules.flatMap((rule) => rule(record));
