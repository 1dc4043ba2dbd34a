import { useState } from "react";
import { Button, Form, Input, InputNumber, Modal } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { salesApi, type SalesDocument } from "./api";
import { today } from "./format";
import { printPath } from "./paths";
import { DateInput } from "../../../src/ui/DateInput";
import { useTranslation } from "../../../src/i18n/use-translation";

/**
 * A supplier's debit note from a sale invoice's page (like the credit note beside it): the price of
 * some of its lines went up after the invoice, so the buyer owes more. Each line asks by how much,
 * before GST; the server adds GST at the line's rate and treatment.
 */
export function DebitNoteButton({ doc }: { doc: SalesDocument }) {
  const { open } = useNotification();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const { t } = useTranslation("sales");

  async function save(values: { date: string; reason?: string; amount: (number | null)[] }) {
    const lines = doc.lines.map((_, i) => ({ position: i + 1, amount: values.amount[i] ?? 0 })).filter((l) => l.amount > 0);
    if (lines.length === 0) {
      form.setFields([{ name: ["amount", 0], errors: [t("note.sdebit.none")] }]);
      return;
    }
    setSaving(true);
    try {
      const res = await salesApi.debitNote(doc.id, { date: values.date, reason: values.reason || undefined, lines });
      open?.({ type: "success", message: res.message, description: t("note.sdebit.done") });
      queryClient.invalidateQueries({ queryKey: ["sales-doc"] });
      setShow(false);
      navigate(printPath("sdebit", res.data.id));
    } catch (err) {
      const e = err as { message?: string; field?: string };
      const m = /^lines\.(\d+)\.(amount|position)$/.exec(e.field ?? "");
      if (m) form.setFields([{ name: ["amount", lines[Number(m[1])].position - 1], errors: [e.message ?? ""] }]);
      else if (e.field === "date") form.setFields([{ name: "date", errors: [e.message ?? ""] }]);
      else open?.({ type: "error", message: e.message ?? t("note.sdebit.failed") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button onClick={() => setShow(true)} data-testid="new-debit-note">{t("note.sdebit.button")}</Button>
      <Modal
        open={show}
        title={t("note.sdebit.title", { number: doc.number })}
        okText={t("note.sdebit.save")}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setShow(false)}
        destroyOnHidden
        width={560}
      >
        <Typography.Paragraph type="secondary">{t("note.sdebit.help")}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ date: today(), amount: doc.lines.map(() => null) }}>
          <Form.Item name="date" label={t("common.date")} rules={[{ required: true, message: t("note.dateRequired") }]}>
            <DateInput allowClear={false} max={today()} aria-label={t("note.date")} />
          </Form.Item>
          {doc.lines.map((l, i) => (
            <Form.Item key={i} name={["amount", i]} label={t("note.sdebit.raisedOf", { name: l.name })}>
              <InputNumber min={0} precision={2} style={{ width: "100%" }} aria-label={t("note.sdebit.raised", { n: i + 1 })} inputMode="decimal" />
            </Form.Item>
          ))}
          <Form.Item name="reason" label={t("note.reason")}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
