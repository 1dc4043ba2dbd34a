import { Flex, InputNumber } from "antd";
import { labelIn } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import type { CrudFilter } from "@refinedev/core";
import type { FieldDef } from "../../resources/types";
import { valueOf } from "./filter-value";

/** From / to bounds on a number or money field (money in rupees, as typed). */
export default function NumberRangeFilter({ field, filters, onChange }: { field: FieldDef; filters: CrudFilter[]; onChange: (next: CrudFilter[]) => void }) {
  const label = labelIn(undefined, field);
  const { t } = useTranslation();
  const prefix = field.type === "money" ? "₹" : undefined;
  const set = (operator: "gte" | "lte", value: number | null) => onChange([{ field: field.name, operator, value: value ?? undefined }]);
  return (
    <Flex gap={4} align="center">
      <InputNumber placeholder={t("engine.from", { label })} value={valueOf(filters, field.name, "gte") as number | undefined} onChange={(v) => set("gte", v as number | null)} prefix={prefix} style={{ width: 150 }} aria-label={t("engine.from", { label })} />
      <InputNumber placeholder={t("engine.to")} value={valueOf(filters, field.name, "lte") as number | undefined} onChange={(v) => set("lte", v as number | null)} prefix={prefix} style={{ width: 120 }} aria-label={`${label} to`} />
    </Flex>
  );
}
