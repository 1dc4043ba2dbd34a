import { Button, Form } from "antd";
import { labelIn } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FieldDef } from "../../resources/types";
import { checkField } from "../../resources/validate";
import { consoleWording } from "../i18n/words";
import { DataTable } from "../ui/DataTable";
import { formRules } from "./form-rules";
import { FieldControl } from "./inputs";

/** Sub-records as an editable table: one row per sub-record, a column per sub-field. */
export default function SubrecordsInput({ field }: { field: FieldDef }) {
  const subs = field.fields ?? [];
  const { t } = useTranslation();
  return (
    <Form.List
      name={field.name}
      rules={[
        {
          // Row-level messages show beside each cell; here only what concerns the list as a whole.
          validator: async (_r, rows) => {
            const error = checkField(field, rows ?? [], consoleWording());
            if (error && !/ (row|पंक्ति) \d+/.test(error)) throw new Error(error);
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          <DataTable
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            locale={{ emptyText: t("engine.noneYet", { items: labelIn(undefined, field).toLowerCase() }) }}
            columns={[
              ...subs.map((sub) => ({
                title: labelIn(undefined, sub) + (sub.required ? " *" : ""),
                key: sub.name,
                render: (_: unknown, row: { name: number }) => (
                  <Form.Item name={[row.name, sub.name]} rules={formRules(sub)} style={{ margin: 0 }}>
                    <FieldControl field={sub} />
                  </Form.Item>
                ),
              })),
              {
                title: "",
                key: "remove",
                width: 48,
                render: (_: unknown, row: { name: number }) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("engine.removeRow")} onClick={() => remove(row.name)} />,
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(Object.fromEntries(subs.map((s) => [s.name, s.default ?? (s.type === "boolean" ? false : null)])))} style={{ marginTop: 8 }}>
            {t("engine.addRow")}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
