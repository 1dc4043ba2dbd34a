import { useEffect, useMemo, useState } from "react";
import { Alert, Card, Empty, Flex, Form, Input, Select, Skeleton, Space, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { useList } from "@refinedev/core";
import { Link } from "react-router";
import { slotLabels } from "./sms-wording";
import { DLT_VARIABLE, SMS_MAX_PARTS, SMS_PRICE_PAISE_PER_PART, smsParts } from "../resources";
import { formatPaise } from "../../../resources/money";
import { formatNumber } from "../../../resources/locale-format";
import { useTranslation } from "../../../src/i18n/use-translation";

export interface Template {
  id: number;
  name: string;
  sender_id: string;
  category: string;
  body: string;
  status: string;
}

export interface ComposedMessage {
  template?: Template;
  text: string;
  /** All variables filled, each within the 30 characters DLT allows. */
  complete: boolean;
  parts: number;
}

/**
 * Compose by DLT template: pick an approved template, fill its {#var#} slots, see the exact text and its parts
 * and price before sending. The server checks the same text against the same template.
 */
export function TemplateMessage({ onChange, recipients }: { onChange: (m: ComposedMessage) => void; recipients: number }) {
  const templates = useList<Template>({
    resource: "sms_templates",
    filters: [{ field: "status", operator: "eq", value: "approved" }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  const { t } = useTranslation("communication");
  const [templateId, setTemplateId] = useState<number>();
  const [values, setValues] = useState<string[]>([]);
  const template = templates.result.data?.find((x) => x.id === templateId);
  const slots = useMemo(() => (template ? slotLabels(template.body, (key, values) => t(key, values)) : []), [template, t]);

  const text = useMemo(() => {
    if (!template) return "";
    let i = 0;
    return template.body.replace(DLT_VARIABLE, () => values[i++] || "");
  }, [template, values]);
  const counted = smsParts(text);
  const complete = Boolean(template) && slots.every((_, i) => (values[i] ?? "").trim().length > 0 && (values[i] ?? "").length <= 30);

  useEffect(() => {
    onChange({ template, text, complete, parts: counted.parts });
  }, [template, text, complete, counted.parts, onChange]);

  if (templates.query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (templates.query.isError) return <Alert type="error" showIcon message={t("sms.templatesFailed")} />;
  if (!templates.result.data?.length) {
    return (
      <Empty description={t("sms.noTemplate")}>
        <Link to="/Communication/manage/settings/create">{t("sms.addTemplate")}</Link>
      </Empty>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Form.Item label={t("sms.template")} required htmlFor="sms-template" style={{ marginBottom: 0 }}>
        <Select
          id="sms-template"
          placeholder={t("sms.chooseTemplate")}
          value={templateId}
          onChange={(id) => {
            setTemplateId(id);
            setValues([]);
          }}
          options={templates.result.data.map((x) => ({ value: x.id, label: `${x.name} · ${x.sender_id} · ${x.category}` }))}
          data-testid="template-select"
        />
      </Form.Item>
      {template && (
        <>
          <Typography.Text type="secondary">{template.body}</Typography.Text>
          {slots.length > 0 && (
            <Space wrap align="start">
              {slots.map((label, i) => (
                <Form.Item key={i} label={label} htmlFor={`sms-blank-${i}`} style={{ marginBottom: 0 }}>
                  <Input
                    id={`sms-blank-${i}`}
                    maxLength={30}
                    showCount
                    value={values[i] ?? ""}
                    onChange={(e) => setValues((v) => Object.assign([...v], { [i]: e.target.value }))}
                    style={{ width: 220 }}
                  />
                </Form.Item>
              ))}
            </Space>
          )}
          <Card size="small" styles={{ body: { background: "#f8faf9" } }}>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 8 }} data-testid="sms-preview">
              {text}
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              <Tag>{counted.encoding}</Tag>
              <Tag color={counted.parts > 1 ? "gold" : "green"}>
                {t("sms.characters", { count: counted.length })} · {t("sms.parts", { count: counted.parts })}
              </Tag>
              <Tag>{t("sms.remaining", { count: counted.remaining })}</Tag>
              <Tag color="blue">
                {t("sms.perSms", { price: formatPaise(counted.parts * SMS_PRICE_PAISE_PER_PART) })}
                {recipients > 1 ? ` · ${t("sms.forMany", { price: formatPaise(counted.parts * SMS_PRICE_PAISE_PER_PART * recipients), formatted: formatNumber(recipients) })}` : ""}
              </Tag>
            </Flex>
            {counted.parts > SMS_MAX_PARTS && <Alert style={{ marginTop: 8 }} type="error" showIcon message={t("sms.tooLong", { max: SMS_MAX_PARTS })} />}
          </Card>
        </>
      )}
    </Flex>
  );
}
