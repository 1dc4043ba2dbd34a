import { useCallback, useMemo, useState } from "react";
import { Button, Card, Col, Flex, Form, Input, Row, Select, Tag, Upload } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { InboxOutlined, SendOutlined, TeamOutlined } from "@ant-design/icons";
import { useList, useNotification } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SMS_BULK_LIMIT, SMS_MAX_PARTS, SMS_PRICE_PAISE_PER_PART, parseNumbersCsv, smsContacts } from "../resources";
import { formatPaise } from "../../../resources/money";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { sendBulk, type SendResult } from "./api";
import { newRequestKey } from "../../../resources/request-key";
import { SendResultCard } from "./SendResultCard";
import { TemplateMessage, type ComposedMessage } from "./TemplateMessage";
import { SendConfirm } from "./SendConfirm";
import { useTranslation } from "../../../src/i18n/use-translation";

const GROUPS = smsContacts.fields.find((f) => f.name === "group_name")!.options ?? [];

/** /Communication/sms/bulk-sms: one template message to many numbers, from a CSV file, a pasted list or a contact group. */
export default function BulkSmsPage() {
  const { businessId, refreshBalance } = useBusiness();
  const { open: notify } = useNotification();
  const { t } = useTranslation("communication");
  const queryClient = useQueryClient();
  const [numbers, setNumbers] = useState("");
  const [fileName, setFileName] = useState<string>();
  const [group, setGroup] = useState<string>();
  const [message, setMessage] = useState<ComposedMessage>({ text: "", complete: false, parts: 0 });
  const [result, setResult] = useState<SendResult>();
  const [confirming, setConfirming] = useState(false);
  const parsed = useMemo(() => parseNumbersCsv(numbers), [numbers]);
  const groupContacts = useList<{ phone: string; opted_out: boolean }>({
    resource: "sms_contacts",
    filters: [
      { field: "group_name", operator: "eq", value: group },
      { field: "opted_out", operator: "eq", value: false },
    ],
    pagination: { currentPage: 1, pageSize: 200 },
    queryOptions: { enabled: Boolean(group) },
  });
  const onMessage = useCallback((m: ComposedMessage) => setMessage(m), []);

  const addGroup = () => {
    const phones = (groupContacts.result.data ?? []).map((c) => c.phone);
    setNumbers((n) => [n.trim(), ...phones].filter(Boolean).join("\n"));
  };

  // One key per message the user means to send: a double click or a retry after a network error costs once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const send = useMutation({
    mutationFn: () => sendBulk(businessId!, { numbers, text: message.text, template_id: message.template!.id, request_key: requestKey }),
    onSuccess: (res) => {
      setConfirming(false);
      setResult(res);
      setRequestKey(newRequestKey());
      refreshBalance();
      void queryClient.invalidateQueries();
      notify?.({ type: "success", message: t("sms.sent", { sent: res.sent }) });
    },
    onError: (err) => notify?.({ type: "error", message: t("sms.bulkNotSent"), description: errorMessage(err) }),
  });
  const count = parsed.numbers.length;
  const cost = count * message.parts * SMS_PRICE_PAISE_PER_PART;
  const ready = count > 0 && count <= SMS_BULK_LIMIT && message.complete && message.parts >= 1 && message.parts <= SMS_MAX_PARTS;

  return (
    <Flex vertical gap={16} data-testid="bulk-sms-page">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {t("menu.bulk-sms", { ns: "console" })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t("sms.numbers")}>
            <Flex vertical gap={12}>
              <Upload.Dragger
                accept=".csv,.txt,text/csv,text/plain"
                showUploadList={false}
                beforeUpload={(file) => {
                  file.text().then((text) => {
                    setNumbers(text);
                    setFileName(file.name);
                  });
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{fileName ? t("sms.loaded", { fileName }) : t("sms.drop")}</p>
                <p className="ant-upload-hint">{t("sms.dropHint")}</p>
              </Upload.Dragger>
              <Flex gap={8}>
                <Select placeholder={t("sms.addGroup")} value={group} onChange={setGroup} options={GROUPS.map((g) => ({ value: g, label: g }))} style={{ flex: 1 }} allowClear />
                <Button icon={<TeamOutlined />} disabled={!group || !groupContacts.result.data?.length} loading={groupContacts.query.isFetching} onClick={addGroup}>
                  {t("sms.addN", { n: groupContacts.result.data?.length ?? "" })}
                </Button>
              </Flex>
              <Input.TextArea
                rows={6}
                value={numbers}
                onChange={(e) => setNumbers(e.target.value)}
                placeholder={`${t("sms.paste")}\n9876543210\n9123456780`}
                data-testid="bulk-numbers"
              />
              <Flex gap={6} wrap>
                <Tag color={count ? "green" : undefined}>{t("sms.valid", { count })}</Tag>
                {parsed.duplicates > 0 && <Tag color="gold">{t("sms.duplicatesDropped", { count: parsed.duplicates })}</Tag>}
                {parsed.invalid.length > 0 && <Tag color="red">{t("sms.invalid", { count: parsed.invalid.length })}</Tag>}
                {count > SMS_BULK_LIMIT && <Tag color="red">{t("sms.limit", { max: SMS_BULK_LIMIT })}</Tag>}
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t("sms.message")}>
            <Form layout="vertical">
              <TemplateMessage onChange={onMessage} recipients={count} />
            </Form>
            <Flex justify="end" align="center" gap={12} style={{ marginTop: 16 }}>
              {ready && <Typography.Text type="secondary">{t("sms.total", { cost: formatPaise(cost) })}</Typography.Text>}
              <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={!ready} onClick={() => setConfirming(true)}>
                {t("sms.sendTo", { count })}
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
      <SendConfirm open={confirming} text={message.text} numbers={parsed.numbers} parts={message.parts} sending={send.isPending} onConfirm={() => send.mutate()} onCancel={() => setConfirming(false)} />
      {result && <SendResultCard result={result} />}
    </Flex>
  );
}
