import { useCallback, useState } from "react";
import { Button, Card, Col, Flex, Form, Input, Row, Select } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { SendOutlined } from "@ant-design/icons";
import { useList, useNotification } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatMobile, isMobile, normalizeMobile } from "../../../resources/validators";
import { useBusiness } from "../../../src/business/BusinessContext";
import { errorMessage } from "../../../providers/http";
import { sendOne, type SendResult } from "./api";
import { newRequestKey } from "../../../resources/request-key";
import { SendResultCard } from "./SendResultCard";
import { TemplateMessage, type ComposedMessage } from "./TemplateMessage";
import { SendConfirm } from "./SendConfirm";
import { useTranslation } from "../../../src/i18n/use-translation";

interface Contact {
  id: number;
  name: string;
  phone: string;
  opted_out: boolean;
}

/** /Communication/sms/compose-sms: one SMS to one number, from a DLT template, charged per part from the wallet. */
export default function ComposeSmsPage() {
  const { businessId, refreshBalance } = useBusiness();
  const { open: notify } = useNotification();
  const { t } = useTranslation("communication");
  const queryClient = useQueryClient();
  const [to, setTo] = useState("");
  const [search, setSearch] = useState("");
  const [message, setMessage] = useState<ComposedMessage>({ text: "", complete: false, parts: 0 });
  const [result, setResult] = useState<SendResult>();
  const [confirming, setConfirming] = useState(false);
  const contacts = useList<Contact>({
    resource: "sms_contacts",
    filters: search ? [{ field: "q", operator: "contains", value: search }] : [],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 20 },
  });
  const onMessage = useCallback((m: ComposedMessage) => setMessage(m), []);
  // One key per message the user means to send: a double click or a retry after a network error costs once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const send = useMutation({
    mutationFn: () => sendOne(businessId!, { to, text: message.text, template_id: message.template!.id, request_key: requestKey }),
    onSuccess: (res) => {
      setConfirming(false);
      setResult(res);
      setRequestKey(newRequestKey());
      refreshBalance();
      void queryClient.invalidateQueries();
      notify?.({ type: "success", message: t("sms.sentToast") });
    },
    onError: (err) => notify?.({ type: "error", message: t("sms.notSent"), description: errorMessage(err) }),
  });
  const validTo = isMobile(to);

  return (
    <Flex vertical gap={16} data-testid="compose-sms-page">
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {t("menu.compose-sms", { ns: "console" })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t("sms.to")}>
            <Form layout="vertical">
              <Form.Item label={t("sms.pickContact")} htmlFor="sms-contact">
                <Select
                  id="sms-contact"
                  showSearch
                  filterOption={false}
                  onSearch={setSearch}
                  loading={contacts.query.isFetching}
                  placeholder={t("sms.searchContacts")}
                  notFoundContent={contacts.query.isLoading ? t("engine.loading", { ns: "console" }) : t("sms.noContact")}
                  onChange={(phone: string) => setTo(phone)}
                  options={(contacts.result.data ?? []).map((c) => ({
                    value: c.phone,
                    label: `${c.name} · ${formatMobile(c.phone)}${c.opted_out ? " (DND)" : ""}`,
                    disabled: c.opted_out,
                  }))}
                />
              </Form.Item>
              <Form.Item label={t("sms.typeNumber")} htmlFor="sms-to-number" validateStatus={to && !validTo ? "error" : undefined} help={to && !validTo ? t("sms.invalidNumber") : undefined}>
                <Input id="sms-to-number" value={to} onChange={(e) => setTo(normalizeMobile(e.target.value))} placeholder="98765 43210" prefix="+91" maxLength={14} data-testid="sms-to" />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t("sms.message")}>
            <Form layout="vertical">
              <TemplateMessage onChange={onMessage} recipients={1} />
            </Form>
            <Flex justify="end" style={{ marginTop: 16 }}>
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={send.isPending}
                disabled={!validTo || !message.complete || message.parts < 1 || message.parts > 6}
                onClick={() => setConfirming(true)}
              >
                {t("sms.send")}
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
      <SendConfirm open={confirming} text={message.text} numbers={[to]} parts={message.parts} sending={send.isPending} onConfirm={() => send.mutate()} onCancel={() => setConfirming(false)} />
      {result && <SendResultCard result={result} />}
    </Flex>
  );
}
