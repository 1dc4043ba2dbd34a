import { useState } from "react";
import { Alert, Button, Card, Descriptions, List, Popconfirm, Select, Space, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { salesApi } from "./api";
import { rupees } from "./format";
import { displayLocale, formatIstDateTime } from "../../../resources/locale-format";
import "./sales.css";
import { useTranslation } from "../../../src/i18n/use-translation";

/** The last 24 months, newest first, as YYYY-MM in India's time. */
function recentMonths(): string[] {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
const monthName = (ym: string) => new Date(`${ym}-01T00:00:00Z`).toLocaleDateString(displayLocale(), { month: "long", year: "numeric", timeZone: "UTC" });
/** GSTR-3B table 4(A) rows by the portal's code (modules/sales/server/gstr3b.ts), in the reader's words. */
const ITC_KEY: Record<string, string> = { ISRC: "reverseCharge", OTH: "other" };
/** YYYY-MM → MMYYYY, the portal's return period. */
const fpOf = (ym: string) => `${ym.slice(5, 7)}${ym.slice(0, 4)}`;

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GST returns of a month: GSTR-1 to download for the offline tool, the GSTR-3B summary, and the month's lock. */
export default function GstReturnsPage() {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  const months = recentMonths();
  // Returns are filed for the month just ended.
  const [month, setMonth] = useState(months[1]);
  const fp = fpOf(month);
  const g3b = useQuery({ queryKey: ["gstr3b", fp], queryFn: () => salesApi.gstr3b(fp) });
  const locks = useQuery({ queryKey: ["sales-locks"], queryFn: () => salesApi.locks() });
  const locked = locks.data?.locked.find((l) => l.period === month);
  const [busy, setBusy] = useState<string>();

  async function download(format: "json" | "csv" | "3b") {
    setBusy(format);
    try {
      if (format === "3b") save(await salesApi.gstr3bFile(fp), `GSTR3B_${fp}.json`);
      else save(await salesApi.gstr1File(fp, format), `GSTR1_${fp}.${format}`);
    } catch (err) {
      // The error body of a blob request arrives as a Blob too.
      const body = err instanceof Blob ? JSON.parse(await err.text()) : err;
      open?.({ type: "error", message: (body as { message?: string }).message ?? t(format === "3b" ? "gst.gstr3bFailed" : "gst.gstr1Failed") });
    } finally {
      setBusy(undefined);
    }
  }

  async function toggleLock() {
    try {
      const res = await salesApi.setLock(month, !locked);
      open?.({ type: "success", message: t(locked ? "gst.unlocked" : "gst.locked", { month: monthName(month) }) });
      queryClient.setQueryData(["sales-locks"], res.data);
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? t("gst.lockFailed") });
    }
  }

  const b = g3b.data;
  const heads = (h?: { iamt: number; camt: number; samt: number }) => ({ igst: rupees(h?.iamt), cgst: rupees(h?.camt), sgst: rupees(h?.samt) });
  return (
    <div>
      <Typography.Title level={1} className="gt-page-title">{t("gst.title")}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="gst-month">{t("gst.period")}</label>
        <Select id="gst-month" value={month} onChange={setMonth} style={{ width: 200 }} options={months.map((m) => ({ value: m, label: monthName(m) }))} data-testid="gst-month" />
        {locked ? <Tag color="blue">{t("gst.lockedByTag", { by: locked.locked_by })}</Tag> : <Tag>{t("gst.open")}</Tag>}
      </Space>

      <Card title={t("gst.gstr1")} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t("gst.gstr1Help")}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" loading={busy === "json"} onClick={() => download("json")} data-testid="gstr1-json">{t("gst.downloadJson")}</Button>
          <Button loading={busy === "csv"} onClick={() => download("csv")} data-testid="gstr1-csv">{t("gst.downloadCsv")}</Button>
          <Button loading={busy === "3b"} onClick={() => download("3b")} data-testid="gstr3b-json" title={t("gst.gstr3bHelp")}>{t("gst.download3b")}</Button>
        </Space>
      </Card>

      <Card title={t("gst.gstr3b")} style={{ marginBottom: 16 }} loading={g3b.isLoading}>
        {g3b.isError && <Alert type="error" showIcon message={(g3b.error as { message?: string }).message ?? t("common.couldNotLoad")} action={<Button size="small" onClick={() => g3b.refetch()}>{t("common.retry")}</Button>} />}
        {b && (
          <DataTable
            rowKey="row"
            size="small"
            pagination={false}
            // On a phone a block per row (its empty heads left out, as the portal's form leaves them blank):
            // as a table, SGST was a sideways scroll away from the row it belongs to.
            stackOnPhone
            dataSource={[
              { row: t("gst.row31a"), taxable: rupees(b.sup_details.osup_det.txval), ...heads(b.sup_details.osup_det) },
              { row: t("gst.row31c"), taxable: rupees(b.sup_details.osup_nil_exmp.txval), igst: "", cgst: "", sgst: "" },
              { row: t("gst.row31d"), taxable: rupees(b.sup_details.isup_rev.txval), ...heads(b.sup_details.isup_rev) },
              ...b.itc_elg.itc_avl.map((i) => ({ row: t("gst.row4a", { label: ITC_KEY[i.ty] ? t(`gst.itc.${ITC_KEY[i.ty]}`) : i.label }), taxable: "", ...heads(i) })),
              { row: t("gst.row4c"), taxable: "", ...heads(b.itc_elg.itc_net) },
            ]}
            columns={[
              { title: t("gst.table"), dataIndex: "row" },
              { title: t("common.taxableValue"), dataIndex: "taxable", align: "right" },
              { title: "IGST", dataIndex: "igst", align: "right" },
              { title: "CGST", dataIndex: "cgst", align: "right" },
              { title: "SGST", dataIndex: "sgst", align: "right" },
            ]}
          />
        )}
      </Card>

      <Card title={t("gst.lockTitle")}>
        <Typography.Paragraph type="secondary">{t("gst.lockHelp", { month: monthName(month) })}</Typography.Paragraph>
        <Popconfirm
          title={t(locked ? "gst.unlockAsk" : "gst.lockAsk", { month: monthName(month) })}
          description={t(locked ? "gst.unlockWarning" : "gst.lockWarning")}
          okText={t(locked ? "gst.unlock" : "gst.lock")}
          onConfirm={toggleLock}
        >
          <Button danger={Boolean(locked)} data-testid="gst-lock">{t(locked ? "gst.unlockMonth" : "gst.lockMonth", { month: monthName(month) })}</Button>
        </Popconfirm>
        {locks.data && locks.data.history.length > 0 && (
          <List
            size="small"
            style={{ marginTop: 16 }}
            header={t("gst.history")}
            dataSource={locks.data.history}
            renderItem={(h) => (
              <List.Item>
                <Descriptions size="small" column={1} items={[{ key: "h", label: h.label, children: t(h.action === "lock" ? "gst.lockedBy" : "gst.unlockedBy", { by: h.by, at: formatIstDateTime(h.at) }) }]} />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
