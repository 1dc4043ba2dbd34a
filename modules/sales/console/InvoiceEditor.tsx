import { startTransition, useEffect, useMemo, useState } from "react";
import { Alert, Button, Card, Col, Divider, Input, InputNumber, Radio, Row, Select, Space, Spin } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DateInput } from "../../../src/ui/DateInput";
import { useIsPhone } from "../../../src/ui/useIsPhone";
import { JargonHelp } from "../../../src/ui/JargonHelp";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { allowedGstRates, amountInHindiWords, amountInWords, invoiceTotals } from "../../../resources/gst";
import { salesApi, type DocKind, type PartyOption, type SalesDocument } from "./api";
import { PartySelect } from "./pickers";
import { LinesCards, LinesTable, type Line } from "./InvoiceLines";
import { isZeroRated } from "../gst-treatment";
import { rupees, STATE_SELECT, stateName, today } from "./format";
import { listPath, printPath } from "./paths";
import { clearDraft, readDraft, useInvoiceDraft } from "./useInvoiceDraft";
import { documentBody, type InvoiceDraft } from "./document-body";
import type { DocumentBody } from "../contract";
import { getBusinessId } from "../../../providers/storage";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";
import { useLanguage } from "../../../providers/i18n/language";
import { newRequestKey } from "../../../resources/request-key";
import { useConnection } from "../../../src/pwa/useConnection";
import { outbox } from "../../../providers/outbox-runtime";

let nextKey = 1;
const blankLine = (gst: number): Line => ({ key: nextKey++, product_id: null, name: "", hsn: "", qty: 1, unit: "PCS", rate: null, discount: null, gst_rate: gst, treatment: gst === 0 ? "nil" : "taxable" });
const fromDoc = (doc: SalesDocument): Line[] =>
  doc.lines.map((l) => ({ key: nextKey++, product_id: l.product_id, name: l.name, hsn: l.hsn, qty: l.qty, unit: l.unit, rate: l.rate, discount: l.discount || null, gst_rate: l.gst_rate, treatment: l.treatment ?? "taxable" }));

export type EditorMode = "new" | "edit" | "duplicate";

/**
 * The sale invoice / purchase bill editor. Totals on screen are a preview from the same GST code the
 * server uses; the server computes what is stored.
 */
export function InvoiceEditor({ kind, mode, id, paymentType: forcedType, sourceKind }: { kind: DocKind; mode: EditorMode; id?: string; paymentType?: "cash" | "credit"; sourceKind?: DocKind }) {
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [search] = useSearchParams();
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  // The running total in words is for the person typing: in their language (the print follows the invoice language).
  const inWords = useLanguage() === "hi" ? amountInHindiWords : amountInWords;
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ["sales-settings"], queryFn: salesApi.settings });
  const source = useQuery({ queryKey: ["sales-doc", sourceKind ?? kind, id], queryFn: () => salesApi.document(sourceKind ?? kind, id!), enabled: Boolean(id) });

  const [paymentType, setPaymentType] = useState<"cash" | "credit">(forcedType ?? (search.get("party_id") ? "credit" : "cash"));
  const [date, setDate] = useState(today());
  const [partyId, setPartyId] = useState<number | null>(search.get("party_id") ? Number(search.get("party_id")) : null);
  const [partyName, setPartyName] = useState("");
  const [partyPhone, setPartyPhone] = useState("");
  const [partyState, setPartyState] = useState("");
  const [number, setNumber] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const [received, setReceived] = useState<number | null>(null);
  const [mode_, setMode] = useState("cash");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  // One key per bill typed here: a save whose answer was lost, sent again now or later from the device, makes it once.
  const [requestKey] = useState(newRequestKey);
  const { online } = useConnection();
  // With no network only a new sale can be kept on the device (and sent later); anything else waits.
  const canKeep = kind === "sale" && mode === "new";

  // Fill the form once: from the invoice being edited or duplicated, or blank with the default rate.
  // As a transition: the whole form's first render (a second of a slow phone's CPU) then goes in slices
  // that let taps and paints through, instead of one long task; the spinner stays until it is done.
  useEffect(() => {
    if (ready || !settings.data || (id && !source.data)) return;
    startTransition(() => fill(settings.data, source.data));
  }, [ready, settings.data, source.data, id, mode, forcedType]);

  function fill(settingsData: NonNullable<typeof settings.data>, doc: SalesDocument | undefined) {
    if (doc) {
      if (!forcedType) setPaymentType(doc.payment_type);
      setPartyId(doc.party_id);
      setPartyName(doc.party_id ? "" : doc.party_name);
      setPartyPhone(doc.party_phone ?? "");
      setPartyState(doc.party_state);
      setLines(fromDoc(doc));
      setNotes(doc.notes);
      setMode(doc.payment_mode);
      if (mode === "edit") {
        setDate(doc.date);
        setNumber(doc.number);
        setReceived(doc.amount_received);
      }
    } else {
      setLines([blankLine(settingsData.default_gst_rate)]);
      setPartyState(settingsData.state_code);
      // A half-typed bill, or one the server refused, taken back out of the device's outbox (OutboxPanel).
      const draft = mode === "new" ? readDraft<InvoiceDraft>(kind) : undefined;
      if (draft && Array.isArray(draft.lines) && draft.lines.length) {
        setPaymentType(draft.paymentType);
        setDate(draft.date);
        setPartyId(draft.partyId);
        setPartyName(draft.partyName);
        setPartyPhone(draft.partyPhone);
        setPartyState(draft.partyState);
        setNumber(draft.number);
        setLines(draft.lines);
        setReceived(draft.received);
        setMode(draft.mode_);
        setNotes(draft.notes);
        setRestored(true);
      }
    }
    setReady(true);
  }

  const businessState = settings.data?.state_code ?? "";
  const rates = allowedGstRates(date);
  const preview = useMemo(
    () =>
      invoiceTotals(
        lines.map((l) => ({ qty: l.qty ?? 0, ratePaise: Math.round((l.rate ?? 0) * 100), discountPaise: Math.round((l.discount ?? 0) * 100), gstRate: l.gst_rate })),
        kind === "sale" ? businessState : partyState,
        kind === "sale" ? partyState : businessState,
        true,
        lines.some((l) => l.treatment && isZeroRated(l.treatment)),
      ),
    [lines, businessState, partyState, kind],
  );
  const total = preview.totalPaise / 100;
  const receivedNow = paymentType === "cash" ? total : (received ?? 0);

  // Typed something worth keeping: an item, a party, an amount or a note.
  const dirty = ready && (lines.some((l) => l.product_id || l.name || l.rate) || Boolean(partyName || notes || number) || (mode === "new" && partyId !== null && !search.get("party_id")));
  const draft: InvoiceDraft = { paymentType, date, partyId, partyName, partyPhone, partyState, number, lines, received, mode_, notes };
  const saved = useInvoiceDraft(kind, mode === "new", dirty, draft);

  const setLine = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const fieldError = (field: string) => (error?.field === field ? "error" : undefined);

  async function save(thenPrint: boolean) {
    setError(null);
    setSaving(true);
    const body = documentBody(kind, draft, mode === "edit" ? undefined : requestKey);
    try {
      const res = await salesApi.save(kind, body, mode === "edit" ? id : undefined);
      saved();
      open?.({ type: "success", message: res.message, description: t(`editor.${kind}.saved`, { number: res.data.number, total: rupees(res.data.total) }) });
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
      queryClient.invalidateQueries({ queryKey: ["sales-doc"] });
      navigate(thenPrint ? printPath(kind, res.data.id) : listPath(kind));
    } catch (err) {
      const e = err as { message?: string; field?: string; offline?: boolean };
      if (e.offline && canKeep) return keepOnDevice({ ...body, request_key: requestKey });
      setError({ message: e.message ?? t("editor.saveFailed"), field: e.field });
    } finally {
      setSaving(false);
    }
  }

  /** The chosen party's name, as the picker read it (its lists are in react-query's cache). */
  const partyNameOf = (pid: number) =>
    [...queryClient.getQueriesData<PartyOption[]>({ queryKey: ["sales-parties"] }), ...queryClient.getQueriesData<PartyOption[]>({ queryKey: ["sales-party-chosen"] })]
      .flatMap(([, list]) => list ?? [])
      .find((p) => p.id === pid)?.name ?? "";

  /** No network: the sale goes to the device's outbox (sent when the network is back) and the form is done. */
  async function keepOnDevice(body: DocumentBody & { request_key: string }) {
    try {
      await outbox.queue({
        key: body.request_key,
        url: `/sales/${getBusinessId() ?? "none"}/invoices`,
        viewPath: listPath("sale"),
        body,
        summary: { party: partyId ? partyNameOf(partyId) : partyName || t("outbox.walkIn"), totalPaise: preview.totalPaise, items: lines.length, paymentType },
        draft,
      });
    } catch (err) {
      setError({ message: (err as Error).message || t("editor.saveFailed") });
      return;
    }
    saved();
    open?.({ type: "success", message: t("outbox.kept"), description: t("outbox.keptBody") });
    navigate(listPath(kind));
  }

  if (settings.isError || source.isError) return <Alert type="error" showIcon message={((settings.error ?? source.error) as { message?: string })?.message ?? t("common.couldNotLoad")} />;

  // sale: New Cash Sale, Edit Credit Sale INV-7; purchase: New Purchase Bill, Edit Purchase BT/778.
  const title = t(`editor.${kind}.${mode === "edit" ? "edit" : "new"}${kind === "sale" ? (paymentType === "cash" ? "Cash" : "Credit") : ""}`, { number });
  const heading = (
    <Space style={{ justifyContent: "space-between", width: "100%", marginBottom: 16 }} wrap>
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Radio.Group value={paymentType} onChange={(e) => setPaymentType(e.target.value)} optionType="button" buttonStyle="solid" disabled={Boolean(forcedType)}>
        <Radio.Button value="cash">{t("common.cash")}</Radio.Button>
        <Radio.Button value="credit">{t("common.credit")}</Radio.Button>
      </Radio.Group>
    </Space>
  );
  // A new bill's heading is known before anything is read: it is drawn with the first render (on a cold
  // phone the page's largest paint, issue 24), and the form comes under it. An edited or duplicated
  // bill's depends on the document, so it waits with the form.
  if (!ready)
    return (
      <div className="sales-editor">
        {mode === "new" && heading}
        <Spin size="large" style={{ display: "block", margin: 64 }} />
      </div>
    );

  const linesProps = {
    kind,
    lines,
    rates,
    amounts: preview.lines.map((l) => l.totalPaise),
    setLine,
    remove: (key: number) => setLines((ls) => ls.filter((x) => x.key !== key)),
    fieldError,
  };

  return (
    <div className="sales-editor">
      {heading}
      {!online && !canKeep && <Alert type="warning" showIcon message={t("outbox.cannotSaveOffline")} style={{ marginBottom: 16 }} data-testid="editor-offline" />}
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} data-testid="editor-error" closable onClose={() => setError(null)} />}
      {restored && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="draft-restored"
          message={t("editor.draftBack")}
          action={
            <Button size="small" onClick={() => { clearDraft(kind); window.location.reload(); }}>
              {t("editor.startAfresh")}
            </Button>
          }
          closable
          onClose={() => setRestored(false)}
        />
      )}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[16, 12]}>
          <Col xs={24} md={10}>
            <label className="sales-label">{t(`editor.${kind}.party`)}{paymentType === "credit" ? " *" : ""}</label>
            <PartySelect
              value={partyId}
              allowClear
              onChange={setPartyId}
              onPick={(p) => p?.state_code && setPartyState(p.state_code)}
              addAs={kind}
              aria-label={t(`editor.${kind}.party`)}
              placeholder={t(paymentType === "cash" ? "editor.walkInOrSearch" : "pickers.searchParty")}
            />
            {error?.field === "party_id" && <div className="sales-field-error">{error.message}</div>}
            {!partyId && paymentType === "cash" && (
              <Space style={{ marginTop: 8, width: "100%" }}>
                <Input placeholder={t(`editor.${kind}.walkInName`)} value={partyName} onChange={(e) => setPartyName(e.target.value)} aria-label={t("editor.walkInName")} />
                <Input placeholder={t("editor.mobileOptional")} value={partyPhone} status={fieldError("party_phone")} onChange={(e) => setPartyPhone(e.target.value)} aria-label={t("editor.walkInMobile")} />
              </Space>
            )}
          </Col>
          <Col xs={12} md={4}>
            <label className="sales-label">{t(`editor.${kind}.date`)}</label>
            <DateInput value={date} allowClear={false} status={fieldError("date")} onChange={(d) => d && setDate(d)} style={{ width: "100%" }} aria-label={t(`editor.${kind}.date`)} />
          </Col>
          <Col xs={12} md={5}>
            {/* Not a <label>: the help button inside would take its clicks. */}
            <span className="sales-label sales-label-help">{t(`editor.${kind}.state`)}<JargonHelp term="placeOfSupply" /></span>
            <Select showSearch value={partyState || undefined} status={fieldError("party_state")} onChange={setPartyState} options={STATE_SELECT} optionFilterProp="label" style={{ width: "100%" }} aria-label={t("editor.sale.state")} />
          </Col>
          <Col xs={12} md={5}>
            <label className="sales-label">{t(`editor.${kind}.number`)}</label>
            {kind === "sale" ? (
              <Input value={mode === "edit" ? number : online ? t("editor.nextNumber", { number: `${settings.data!.invoice_prefix}${settings.data!.next_number}` }) : t("outbox.numberWhenSent")} disabled aria-label={t("editor.sale.number")} />
            ) : (
              <Input value={number} maxLength={16} placeholder={t("editor.billNoExample")} status={fieldError("number")} onChange={(e) => setNumber(e.target.value)} aria-label={t("editor.purchase.number")} />
            )}
          </Col>
        </Row>
      </Card>

      {isPhone ? <LinesCards {...linesProps} /> : <LinesTable {...linesProps} />}
      <Button type="dashed" onClick={() => setLines((ls) => [...ls, blankLine(settings.data!.default_gst_rate)])} style={{ marginTop: 8 }} block>
        {t("editor.addItem")}
      </Button>

      <Row gutter={24} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <label className="sales-label">{t("editor.notes")}</label>
          <Input.TextArea rows={3} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} aria-label={t("editor.notes")} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {preview.interState ? t("editor.interState", { from: stateName(businessState), to: stateName(partyState) }) : t("editor.intraState", { state: stateName(businessState) })}
          </Typography.Paragraph>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" className="sales-totals" data-testid="editor-totals">
            <Row justify="space-between"><span>{t("common.taxableValue")}</span><span>{rupees(preview.taxablePaise / 100)}</span></Row>
            {preview.discountPaise > 0 && <Row justify="space-between"><span>{t("editor.discountGiven")}</span><span>{rupees(preview.discountPaise / 100)}</span></Row>}
            {preview.interState ? (
              <Row justify="space-between"><span>IGST</span><span>{rupees(preview.igstPaise / 100)}</span></Row>
            ) : (
              <>
                <Row justify="space-between"><span>CGST</span><span>{rupees(preview.cgstPaise / 100)}</span></Row>
                <Row justify="space-between"><span>SGST</span><span>{rupees(preview.sgstPaise / 100)}</span></Row>
              </>
            )}
            <Row justify="space-between"><span>{t("editor.roundOff")}</span><span>{rupees(preview.roundOffPaise / 100)}</span></Row>
            <Divider style={{ margin: "8px 0" }} />
            <Row justify="space-between" className="sales-grand"><strong>{t("common.total")}</strong><strong data-testid="editor-total">{rupees(total)}</strong></Row>
            <div className="sales-words">{inWords(preview.totalPaise)}</div>
            <Divider style={{ margin: "8px 0" }} />
            <Row justify="space-between" align="middle" gutter={8}>
              <span>{t(`editor.${kind}.amountPaid`)}</span>
              <Space>
                <Select value={mode_} onChange={setMode} style={{ width: 100 }} options={["cash", "upi", "bank", "cheque"].map((m) => ({ value: m, label: m.toUpperCase() }))} aria-label={t("editor.paymentMode")} />
                {paymentType === "cash" ? (
                  <span>{rupees(total)}</span>
                ) : (
                  <InputNumber value={received} min={0} precision={2} status={fieldError("amount_received")} onChange={setReceived} aria-label={t("editor.sale.amountPaid")} style={{ width: 130 }} />
                )}
              </Space>
            </Row>
            <Row justify="space-between" style={{ marginTop: 8 }}>
              <strong>{t("editor.balanceDue")}</strong>
              <strong data-testid="editor-balance">{rupees(Math.max(0, total - receivedNow))}</strong>
            </Row>
          </Card>
        </Col>
      </Row>
      {/* On a phone this bar stays pinned at the bottom with the total, so Save is always in reach. */}
      <Space className="sales-editor-actions" style={{ marginTop: 16, justifyContent: "flex-end", width: "100%" }}>
        <strong className="sales-editor-total" aria-hidden>{rupees(total)}</strong>
        <Button onClick={() => navigate(-1)}>{t("editor.cancel")}</Button>
        <Button onClick={() => save(false)} loading={saving} disabled={!online && !canKeep} data-testid="save">
          {t("editor.save")}
        </Button>
        {/* Printing needs the server's invoice: offline there is only Save (kept on the device). */}
        <Button type="primary" onClick={() => save(true)} loading={saving} disabled={!online} data-testid="save-print">
          {t("editor.savePrint")}
        </Button>
      </Space>
    </div>
  );
}

/** The routes' wrapper: which document, which mode, from the path (spec §2 spellings). */
export default function InvoiceEditorPage({ kind, mode, paymentType, sourceKind }: { kind: DocKind; mode: EditorMode; paymentType?: "cash" | "credit"; sourceKind?: DocKind }) {
  const { id } = useParams();
  return <InvoiceEditor key={`${kind}-${mode}-${id ?? "new"}-${paymentType ?? ""}`} kind={kind} mode={mode} id={id} paymentType={paymentType} sourceKind={sourceKind} />;
}
