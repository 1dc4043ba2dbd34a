import type { CrudFilter } from "@refinedev/core";
import { labelIn } from "../i18n/words";
import type { FieldDef } from "../../resources/types";
import { DateRangeInput } from "../ui/DateInput";
import { valueOf } from "./filter-value";

/** A from–to date range on a date field. */
export default function DateRangeFilter({ field, filters, onChange }: { field: FieldDef; filters: CrudFilter[]; onChange: (next: CrudFilter[]) => void }) {
  return (
    <DateRangeInput
      label={labelIn(undefined, field)}
      from={valueOf(filters, field.name, "gte") as string | undefined}
      to={valueOf(filters, field.name, "lte") as string | undefined}
      onChange={(from, to) =>
        onChange([
          { field: field.name, operator: "gte", value: from ?? undefined },
          { field: field.name, operator: "lte", value: to ?? undefined },
        ])
      }
    />
  );
}
