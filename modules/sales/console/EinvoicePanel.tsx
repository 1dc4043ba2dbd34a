import { useState } from "react";
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Space } from "antd";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Typography } from "../../../src/ui/Typography";
import { saveBlob } from "../../../src/ui/download";
import { salesApi, type EwayBody, type IrnBody, type SalesDocument } from "./api";
import { useUpiQr } from "./InvoiceA4";
import { rupees } from "./format";
import "./gst.css";
import "./print.css";
import { useTranslation } from "../../../src/i18n/use-translation";

type T = ReturnType<typeof useTranslation>["t"];
type ApiError = { message?: string; field?: string };
/** The error of a blob request arrives as a Blob holding the JSON body. */
async function errorOf(err: unknown): Promise<ApiError> {
  if (err instanceof Blob) {
    try {
      return JSON.parse(await err.text()) as ApiError;
    } catch {
      return {};
    }
  }
  return (err ?? {}) as ApiError;
}
const fileSafe = (number: string) => number.replace(/[\\/:*?"<>|\s]+/g, "-");
/** The consignment value from which goods need an e-way bill (CGST rule 138). */
const EWAY_THRESHOLD = 50_000;

/** Puts a refusal on the form field it names (its message under the field), or answers false. */
function onField(set: (name: string, message: string) => void, e: ApiError, fields: string[]) {
  if (!e.field || !fields.includes(e.field)) return false;
  set(e.field, e.message ?? "");
  return true;
}

/** Records what the IRP answered: IRN (64 hex), Ack No, Ack Date and the signed QR string. */
function IrnDialog({ doc, open, onClose, t }: { doc: SalesDocument; open: boolean; onClose: () => void; t: T }) {
  const [form] = Form.useForm<IrnBody>();
  const [saving, setSaving] = useState(false);
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  async function save(values: IrnBody) {
    setSaving(true);
    try {
      const res = await salesApi.recordIrn(doc.kind as "sale" | "credit", doc.id, values);
      notify?.({ type: "success", message: res.message });
      await queryClient.invalidateQueries({ queryKey: ["sales-doc"] });
      onClose();
    } catch (err) {
      const e = await errorOf(err);
      if (!onField((name, m) => form.setFields([{ name: name as keyof IrnBody, errors: [m] }]), e, ["irn", "ack_no", "ack_date", "signed_qr"])) notify?.({ type: "error", message: t("einv.irnFailed"), description: e.message });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open={open} title={t("einv.recordTitle")} onCancel={onClose} onOk={() => form.submit()} okText={t("einv.save")} cancelText={t("einv.cancel")} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t("einv.recordHelp")}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={doc.einvoice ? { irn: doc.einvoice.irn, ack_no: doc.einvoice.ack_no, ack_date: "", signed_qr: doc.einvoice.signed_qr } : undefined}
        data-testid="irn-form"
      >
        <Form.Item name="irn" label="IRN" rules={[{ required: true, pattern: /^[0-9a-fA-F]{64}$/, message: t("einv.irnRule") }]}>
          <Input autoComplete="off" spellCheck={false} style={{ fontFamily: "monospace" }} />
        </Form.Item>
        <Form.Item name="ack_no" label={t("einv.ackNo")} rules={[{ required: true, pattern: /^[0-9]{1,20}$/, message: t("einv.ackNoRule") }]}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="ack_date" label={t("einv.ackDate")} extra={t("einv.ackDateHelp")} rules={[{ required: true, message: t("einv.ackDateRule") }]}>
          <Input autoComplete="off" placeholder="2026-11-03 14:05:00" />
        </Form.Item>
        <Form.Item name="signed_qr" label={t("einv.signedQr")} rules={[{ required: true, message: t("einv.signedQrRule") }]}>
          <Input.TextArea rows={4} spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The transport of the consignment, asked when the owner makes its e-way bill. */
function EwayDialog({ doc, open, onClose, t }: { doc: SalesDocument; open: boolean; onClose: () => void; t: T }) {
  const [form] = Form.useForm<EwayBody>();
  const mode = Form.useWatch("trans_mode", form) ?? "road";
  const [busy, setBusy] = useState(false);
  const { open: notify } = useNotification();
  async function make(values: EwayBody) {
    setBusy(true);
    try {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== "")) as EwayBody;
      saveBlob(await salesApi.ewayFile(doc.id, body), `EWB_${fileSafe(doc.number)}.json`);
      notify?.({ type: "success", message: t("einv.ewayMade") });
      onClose();
    } catch (err) {
      const e = await errorOf(err);
      if (!onField((name, m) => form.setFields([{ name: name as keyof EwayBody, errors: [m] }]), e, ["trans_mode", "distance_km", "vehicle_no", "transporter_id", "trans_doc_no", "trans_doc_date"])) notify?.({ type: "error", message: t("einv.ewayFailed"), description: e.message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title={t("einv.ewayTitle")} onCancel={onClose} onOk={() => form.submit()} okText={t("einv.ewayMake")} cancelText={t("einv.cancel")} confirmLoading={busy} destroyOnHidden>
      <Alert type={doc.total > EWAY_THRESHOLD ? "warning" : "info"} showIcon style={{ marginBottom: 12 }} message={t(doc.total > EWAY_THRESHOLD ? "einv.ewayNeeded" : "einv.ewayNotNeeded", { total: rupees(doc.total), limit: rupees(EWAY_THRESHOLD) })} />
      <Form form={form} layout="vertical" onFinish={make} initialValues={{ trans_mode: "road", vehicle_type: "regular" }} data-testid="eway-form">
        <Form.Item name="trans_mode" label={t("einv.mode")} rules={[{ required: true }]}>
          <Select options={(["road", "rail", "air", "ship"] as const).map((m) => ({ value: m, label: t(`einv.modes.${m}`) }))} />
        </Form.Item>
        <Form.Item name="distance_km" label={t("einv.distance")} rules={[{ required: true, type: "integer", min: 1, max: 4000, message: t("einv.distanceRule") }]}>
          <InputNumber min={1} max={4000} precision={0} style={{ width: "100%" }} inputMode="numeric" />
        </Form.Item>
        {mode === "road" ? (
          <>
            <Form.Item name="vehicle_no" label={t("einv.vehicle")} extra={t("einv.vehicleHelp")} rules={[{ required: true, message: t("einv.vehicleRule") }]} normalize={(v: string) => v?.toUpperCase()}>
              <Input autoComplete="off" placeholder="MH12AB1234" />
            </Form.Item>
            <Form.Item name="vehicle_type" label={t("einv.vehicleType")}>
              <Select options={[{ value: "regular", label: t("einv.regular") }, { value: "odc", label: t("einv.odc") }]} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="trans_doc_no" label={t("einv.transDoc")} rules={[{ required: true, message: t("einv.transDocRule") }]}>
              <Input autoComplete="off" maxLength={15} />
            </Form.Item>
            <Form.Item name="trans_doc_date" label={t("einv.transDocDate")}>
              <Input type="date" />
            </Form.Item>
          </>
        )}
        <Form.Item name="transporter_name" label={t("einv.transporterName")}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item name="transporter_id" label={t("einv.transporterId")} extra={t("einv.transporterIdHelp")} normalize={(v: string) => v?.toUpperCase()}>
          <Input autoComplete="off" maxLength={15} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * e-Invoice and e-way bill of a sale or credit note, on its page: the IRP's JSON to download, the IRN it
 * answered to record (then printed), and for an invoice of goods the e-way bill portal's JSON made with
 * the transport asked in a dialog. Galla makes the files; uploading them needs the owner's portal login.
 */
export function EinvoicePanel({ doc }: { doc: SalesDocument }) {
  const { t } = useTranslation("sales");
  const { open: notify } = useNotification();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<"irn" | "eway">();
  const qr = useUpiQr(doc.einvoice?.signed_qr);
  const kind = doc.kind as "sale" | "credit";
  const b2b = Boolean(doc.party_gstin);

  async function download() {
    setBusy(true);
    try {
      saveBlob(await salesApi.einvoiceFile(kind, doc.id), `EINV_${fileSafe(doc.number)}.json`);
    } catch (err) {
      const e = await errorOf(err);
      notify?.({ type: "error", message: t("einv.downloadFailed"), description: e.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="small" className="no-print" style={{ marginBottom: 16 }} title={t("einv.title")} data-testid="einvoice-panel">
      {b2b ? (
        <Typography.Paragraph type="secondary">{t("einv.help")}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="einvoice-b2c">{t("einv.b2cNote")}</Typography.Paragraph>
      )}
      {doc.einvoice && (
        <div className="einv-recorded" data-testid="einvoice-recorded">
          <div className="einv-recorded-text">
            <div><strong>{t("einv.irn")}:</strong> <span className="inv-irn-code">{doc.einvoice.irn}</span></div>
            <div><strong>{t("einv.ackNo")}:</strong> {doc.einvoice.ack_no}</div>
          </div>
          {qr && <img src={qr} alt={t("einv.qrAlt")} className="einv-qr" />}
        </div>
      )}
      <Space wrap>
        {b2b && (
          <>
            <Button onClick={download} loading={busy} data-testid="einvoice-json">{t("einv.download")}</Button>
            <Button onClick={() => setDialog("irn")} data-testid="irn-record">{t(doc.einvoice ? "einv.recordAgain" : "einv.record")}</Button>
          </>
        )}
        {doc.kind === "sale" && <Button onClick={() => setDialog("eway")} data-testid="eway-open">{t("einv.ewayOpen")}</Button>}
      </Space>
      {doc.kind === "sale" && <Typography.Paragraph type="secondary" className="einv-threshold">{t("einv.ewayThreshold", { limit: rupees(EWAY_THRESHOLD) })}</Typography.Paragraph>}
      {dialog === "irn" && <IrnDialog doc={doc} open onClose={() => setDialog(undefined)} t={t} />}
      {dialog === "eway" && <EwayDialog doc={doc} open onClose={() => setDialog(undefined)} t={t} />}
    </Card>
  );
}
