import { useState } from "react";
import { Button, Form, Input, InputNumber, Modal } from "antd";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { salesApi, type DocKind, type SalesDocument } from "./api";
import { today } from "./format";
import { printPath } from "./paths";
import { DateInput } from "../../ui/DateInput";

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
  const label = kind === "sale" ? "Credit note" : "Debit note";

  async function save(values: { date: string; reason?: string; qty: (number | null)[] }) {
    const lines = doc.lines.map((_, i) => ({ position: i + 1, qty: values.qty[i] ?? 0 })).filter((l) => l.qty > 0);
    if (lines.length === 0) {
      form.setFields([{ name: ["qty", 0], errors: ["Enter how many come back of at least one item"] }]);
      return;
    }
    setSaving(true);
    try {
      const res = await salesApi.note(kind, doc.id, { date: values.date, reason: values.reason || undefined, lines });
      open?.({ type: "success", message: res.message, description: "Stock, tax and the party's balance are reversed" });
      queryClient.invalidateQueries({ queryKey: ["sales-doc"] });
      setShow(false);
      navigate(printPath(kind === "sale" ? "credit" : "debit", res.data.id));
    } catch (err) {
      const e = err as { message?: string; field?: string };
      const m = /^lines\.(\d+)\.qty$/.exec(e.field ?? "");
      if (m) form.setFields([{ name: ["qty", lines[Number(m[1])].position - 1], errors: [e.message ?? ""] }]);
      else if (e.field === "date") form.setFields([{ name: "date", errors: [e.message ?? ""] }]);
      else open?.({ type: "error", message: e.message ?? `Could not save the ${label.toLowerCase()}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button onClick={() => setShow(true)} data-testid="new-note">{kind === "sale" ? "Credit note (return)" : "Debit note (return)"}</Button>
      <Modal
        open={show}
        title={`${label} against ${doc.number}`}
        okText={`Save ${label.toLowerCase()}`}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setShow(false)}
        destroyOnHidden
        width={560}
      >
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ date: today(), qty: doc.lines.map(() => null) }}>
          <Form.Item name="date" label="Date" rules={[{ required: true, message: "Date is required" }]}>
            <DateInput allowClear={false} max={today()} aria-label="Note date" />
          </Form.Item>
          {doc.lines.map((l, i) => (
            <Form.Item key={i} name={["qty", i]} label={`${l.name}: returned quantity (sold ${l.qty} ${l.unit})`}>
              <InputNumber min={0} max={l.qty} step={1} precision={3} style={{ width: "100%" }} aria-label={`Returned quantity ${i + 1}`} inputMode="decimal" />
            </Form.Item>
          ))}
          <Form.Item name="reason" label="Reason">
            <Input maxLength={500} placeholder="e.g. Damaged in transit" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
