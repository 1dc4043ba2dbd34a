import type { FieldError } from "../../resources/validate";
import { HttpError } from "../http/errors";
import type { Phrase } from "../http/language";
import type { WireRow } from "./values";

/** A record its declaration's rules refuse: 400 with every field's message (the form marks each). */
export class RecordInvalid extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0].message, errors[0].field);
  }
}

/** A change made from a version that is no longer the stored one: 409 with the row as it is now. */
export class VersionConflict extends HttpError {
  constructor(readonly current: WireRow & { updated_by_name?: string | null }) {
    const who = current.updated_by_name ?? "Someone";
    super(409, `${who} changed this record after you opened it. Reload to see their changes, then make yours again.`);
  }
}

/**
 * A row that would overlap another's range (a declaration's noOverlap; the database refused it): 409,
 * the message under `field` for the form, `fields` the ones that make the clash, `clashId` the row there.
 */
export class Overlap extends HttpError {
  constructor(
    message: Phrase,
    field: string,
    readonly fields: string[],
    readonly clashId?: number,
  ) {
    super(409, message, field);
  }
}
