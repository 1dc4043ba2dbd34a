import { Col, Form, Row, type FormInstance, type FormProps } from "antd";
import { labelIn } from "../i18n/words";
import type { ResourceDef } from "../../resources/types";
import { writableFields } from "../../resources/validate";
import { JargonLabel } from "../ui/JargonHelp";
import { lazy, Suspense } from "react";
import { FieldControl } from "./inputs";
import { formRules, recheckRecordRules, recordRule } from "./form-rules";
import { NoShowNote } from "./NoShowNote";

// Sub-record tables (a DataTable of controls) load only for resources that have them.
const SubrecordsInput = lazy(() => import("./SubrecordsInput"));

const WIDE = new Set(["longtext", "subrecords", "image", "file"]);

/** The create/edit form of a resource: one control per writable field, field and record rules from the shared validator. */
export function ResourceForm({ def, formProps }: { def: ResourceDef; formProps: FormProps }) {
  const initialValues = Object.fromEntries(
    writableFields(def)
      .filter((f) => f.default !== undefined)
      .map((f) => [f.name, f.default]),
  );
  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={{ ...initialValues, ...(formProps.initialValues ?? {}) }}
      onValuesChange={(changed, all) => {
        formProps.onValuesChange?.(changed, all);
        if (formProps.form) recheckRecordRules(def, formProps.form, Object.keys(changed));
      }}
    >
      <Row gutter={16}>
        {writableFields(def).map((field) => (
          <Col key={field.name} xs={24} md={WIDE.has(field.type) ? 24 : 12}>
            {field.type === "subrecords" ? (
              <Form.Item label={labelIn(def, field)} required={field.required} extra={field.help}>
                <Suspense>
                  <SubrecordsInput field={field} />
                </Suspense>
              </Form.Item>
            ) : (
              <Form.Item
                name={field.name}
                label={field.type === "boolean" ? undefined : <JargonLabel text={labelIn(def, field)} field={field} />}
                rules={def.validate ? [...formRules(field, def), recordRule(def, field)] : formRules(field, def)}
                extra={field.type === "boolean" ? undefined : field.help}
              >
                <FieldControl field={field} def={def} />
              </Form.Item>
            )}
          </Col>
        ))}
      </Row>
      {def.calendar?.customer && def.calendar.noShow && <CustomerNoShows def={def} form={formProps.form} />}
    </Form>
  );
}

/** Booking a customer who has missed appointments before says so under the form (a calendar's `customer`). */
function CustomerNoShows({ def, form }: { def: ResourceDef; form?: FormInstance }) {
  const phone = Form.useWatch(def.calendar!.customer!, form) as string | undefined;
  return <NoShowNote def={def} phone={phone ?? ""} />;
}
