import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Table, TimePicker, Upload, App } from "antd";
import { DeleteOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import type { FieldDef } from "../../resources/types";
import { checkField, labelOf } from "../../resources/validate";
import { RelationSelect } from "./RelationSelect";
import { formRules } from "./form-rules";

/** Largest upload kept inline with the row (the API stores images and files as data URLs). */
const MAX_UPLOAD_BYTES = 1024 * 1024;

const UPPER = new Set(["gstin", "pan", "ifsc"]);

function FileInput({ field, value, onChange }: { field: FieldDef; value?: string | null; onChange?: (v: string | null) => void }) {
  const { message } = App.useApp();
  return (
    <Space direction="vertical">
      {value && field.type === "image" && <img src={value} alt="" style={{ maxWidth: 160, maxHeight: 120, borderRadius: 6 }} />}
      {value && field.type === "file" && <a href={value} download>Current file</a>}
      <Space>
        <Upload
          accept={field.type === "image" ? "image/*" : "image/*,application/pdf"}
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > MAX_UPLOAD_BYTES) {
              message.error(`${labelOf(field)} must be at most 1 MB`);
              return Upload.LIST_IGNORE;
            }
            const reader = new FileReader();
            reader.onload = () => onChange?.(String(reader.result));
            reader.readAsDataURL(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{value ? "Replace" : "Upload"}</Button>
        </Upload>
        {value && <Button onClick={() => onChange?.(null)}>Remove</Button>}
      </Space>
    </Space>
  );
}

/** The control for one field; its value is always the API's wire value. */
export function FieldControl({ field, value, onChange, ...rest }: { field: FieldDef; value?: any; onChange?: (v: any) => void; id?: string }) {
  const common = { value, onChange, id: rest.id };
  switch (field.type) {
    case "longtext":
      return <Input.TextArea {...common} onChange={(e) => onChange?.(e.target.value)} rows={3} />;
    case "number":
      return <InputNumber {...common} style={{ width: "100%" }} />;
    case "percent":
      return <InputNumber {...common} min={0} max={100} addonAfter="%" style={{ width: "100%" }} />;
    case "money":
      return <InputNumber {...common} min={0} step={1} prefix="₹" style={{ width: "100%" }} />;
    case "enum":
      return <Select {...common} allowClear options={(field.options ?? []).map((o) => ({ value: o, label: o.replace(/_/g, " ") }))} />;
    case "boolean":
      return <Checkbox id={rest.id} checked={Boolean(value)} onChange={(e) => onChange?.(e.target.checked)}>{field.help ?? labelOf(field)}</Checkbox>;
    case "date":
      return <DatePicker id={rest.id} value={value ? dayjs(value) : null} onChange={(d) => onChange?.(d ? d.format("YYYY-MM-DD") : null)} format="DD/MM/YYYY" style={{ width: "100%" }} />;
    case "datetime":
      return <DatePicker id={rest.id} showTime={{ format: "hh:mm a" }} value={value ? dayjs(value) : null} onChange={(d) => onChange?.(d ? d.toISOString() : null)} format="DD/MM/YYYY hh:mm a" style={{ width: "100%" }} />;
    case "time":
      return <TimePicker id={rest.id} value={value ? dayjs(`2000-01-01T${value}`) : null} onChange={(d) => onChange?.(d ? d.format("HH:mm") : null)} format="hh:mm a" use12Hours minuteStep={5} style={{ width: "100%" }} />;
    case "relation":
      return <RelationSelect field={field} value={value} onChange={onChange} />;
    case "image":
    case "file":
      return <FileInput field={field} value={value} onChange={onChange} />;
    case "phone":
      return <Input {...common} onChange={(e) => onChange?.(e.target.value)} addonBefore="+91" inputMode="numeric" maxLength={14} />;
    case "subrecords":
      return null;
    default:
      return (
        <Input
          {...common}
          onChange={(e) => onChange?.(UPPER.has(field.type) ? e.target.value.toUpperCase() : e.target.value)}
          inputMode={field.type === "pincode" ? "numeric" : field.type === "email" ? "email" : undefined}
        />
      );
  }
}

/** Sub-records as an editable table: one row per sub-record, a column per sub-field. */
export function SubrecordsInput({ field }: { field: FieldDef }) {
  const subs = field.fields ?? [];
  return (
    <Form.List
      name={field.name}
      rules={[
        {
          // Row-level messages show beside each cell; here only what concerns the list as a whole.
          validator: async (_r, rows) => {
            const error = checkField(field, rows ?? []);
            if (error && !/ row \d+/.test(error)) throw new Error(error);
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            locale={{ emptyText: `No ${labelOf(field).toLowerCase()} yet` }}
            columns={[
              ...subs.map((sub) => ({
                title: labelOf(sub) + (sub.required ? " *" : ""),
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
                render: (_: unknown, row: { name: number }) => <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove row" onClick={() => remove(row.name)} />,
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(Object.fromEntries(subs.map((s) => [s.name, s.default ?? (s.type === "boolean" ? false : null)])))} style={{ marginTop: 8 }}>
            Add row
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
