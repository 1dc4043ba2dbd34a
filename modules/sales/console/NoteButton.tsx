import { useState } from "react";
import { Button, Form, Input, InputNumber, Modal } from "antd";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { salesApi, type DocKind, type SalesDocument } from "./api";
import { today } from "./format";
import { printPath } from "./paths";
import { DateInput } from "../../../src/ui/DateInput";
import { useTranslation } from "../../../src/i18n/use-translation";

/**
 * A credit note (goods returned by the buyer) or a debit note (goods we return to the supplier) from
 * the invoice's or bill's page: how many of each line come back; rates and tax are the original's.
 */
export function NoteButton({ kind, doc }: { kind: DocKind; doc: SalesDocument }) {
  const { open } = useNotification();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const { t } = useTranslation("sales");
  // A credit note on a sale, a debit note on a purchase: each has its own words.
  const note = kind === "sale" ? "credit" : "debit";

  async function save(values: { date: string; reason?: string; qty: (number | null)[] }) {
    const lines = doc.lines.map((_, i) => ({ position: i + 1, qty: values.qty[i] ?? 0 })).filter((l) => l.qty > 0);
    if (lines.length === 0) {
      form.setFields([{ name: ["qty", 0], errors: [t("note.noneBack")] }]);
      return;
    }
    setSaving(true);
    try {
      const res = await salesApi.note(kind, doc.id, { date: values.date, reason: values.reason || undefined, lines });
      open?.({ type: "success", message: res.message, description: t("note.done") });
      queryClient.invalidateQueries({ queryKey: ["sales-doc"] });
      setShow(false);
      navigate(printPath(kind === "sale" ? "credit" : "debit", res.data.id));
    } catch (err) {
      const e = err as { message?: string; field?: string };
      const m = /^lines\.(\d+)\.qty$/.exec(e.field ?? "");
      if (m) form.setFields([{ name: ["qty", lines[Number(m[1])].position - 1], errors: [e.message ?? ""] }]);
      else if (e.field === "date") form.setFields([{ name: "date", errors: [e.message ?? ""] }]);
      else open?.({ type: "error", message: e.message ?? t(`note.${note}.failed`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button onClick={() => setShow(true)} data-testid="new-note">{t(`note.${note}.button`)}</Button>
      <Modal
        open={show}
        title={t(`note.${note}.title`, { number: doc.number })}
        okText={t(`note.${note}.save`)}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setShow(false)}
        destroyOnHidden
        width={560}
      >
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ date: today(), qty: doc.lines.map(() => null) }}>
          <Form.Item name="date" label={t("common.date")} rules={[{ required: true, message: t("note.dateRequired") }]}>
            <DateInput allowClear={false} max={today()} aria-label={t("note.date")} />
          </Form.Item>
          {doc.lines.map((l, i) => (
            <Form.Item key={i} name={["qty", i]} label={t("note.returnedOf", { name: l.name, qty: l.qty, unit: l.unit })}>
              <InputNumber min={0} max={l.qty} step={1} precision={3} style={{ width: "100%" }} aria-label={t("note.returned", { n: i + 1 })} inputMode="decimal" />
            </Form.Item>
          ))}
          <Form.Item name="reason" label={t("note.reason")}>
            <Input maxLength={500} placeholder={t("note.reasonExample")} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
