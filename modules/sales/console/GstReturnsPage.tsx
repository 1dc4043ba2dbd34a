import { useState } from "react";
import { Alert, Button, Card, Descriptions, List, Popconfirm, Select, Space, Spin, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { saveBlob } from "../../../src/ui/download";
import { Gstr3bCards, SectionCards } from "./ReturnCards";
import { useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { salesApi } from "./api";
import { displayLocale, formatIstDateTime } from "../../../resources/locale-format";
import "./sales.css";
import "./gst.css";
import { useTranslation } from "../../../src/i18n/use-translation";
import { useAllowed } from "../../../src/access/useAccess";
import { OwnerOnlyNote } from "../../../src/access/OwnerOnlyNote";

/** The last 24 months, newest first, as YYYY-MM in India's time. */
function recentMonths(): string[] {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
const monthName = (ym: string) => new Date(`${ym}-01T00:00:00Z`).toLocaleDateString(displayLocale(), { month: "long", year: "numeric", timeZone: "UTC" });
/** YYYY-MM → MMYYYY, the portal's return period. */
const fpOf = (ym: string) => `${ym.slice(5, 7)}${ym.slice(0, 4)}`;

/** GST returns of a month read on screen section by section (the downloads beside them), and the month's lock. */
export default function GstReturnsPage() {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  // Only the owner locks or unlocks a month (the server's rule, modules/sales/module.ts); staff read its state.
  const mayLock = useAllowed("gst_month", "lock");
  const months = recentMonths();
  // Returns are filed for the month just ended.
  const [month, setMonth] = useState(months[1]);
  const fp = fpOf(month);
  const locks = useQuery({ queryKey: ["sales-locks"], queryFn: () => salesApi.locks() });
  const locked = locks.data?.locked.find((l) => l.period === month);
  const [busy, setBusy] = useState<string>();

  async function download(format: "json" | "csv" | "3b") {
    setBusy(format);
    try {
      if (format === "3b") saveBlob(await salesApi.gstr3bFile(fp), `GSTR3B_${fp}.json`);
      else saveBlob(await salesApi.gstr1File(fp, format), `GSTR1_${fp}.${format}`);
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

  const summary = useQuery({ queryKey: ["gst-summary", fp], queryFn: () => salesApi.gstSummary(fp) });
  const sum = summary.data;
  const empty = sum?.documents === 0;
  return (
    <div className="gst-page">
      <Typography.Title level={1} className="gt-page-title">{t("gst.title")}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="gst-month">{t("gst.period")}</label>
        <Select id="gst-month" value={month} onChange={setMonth} style={{ width: 200 }} options={months.map((m) => ({ value: m, label: monthName(m) }))} data-testid="gst-month" />
        {locked ? <Tag color="blue">{t("gst.lockedByTag", { by: locked.locked_by })}</Tag> : <Tag>{t("gst.open")}</Tag>}
      </Space>

      {summary.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={(summary.error as { message?: string }).message ?? t("common.couldNotLoad")} action={<Button size="small" onClick={() => summary.refetch()}>{t("common.retry")}</Button>} />
      )}
      {summary.isLoading && <Spin style={{ display: "block", margin: 32 }} />}
      {/* An empty month says so once, instead of a page of ₹0.00 rows. */}
      {empty && <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="gst-empty" message={t("gst.emptyMonth", { month: monthName(month) })} description={t("gst.emptyMonthHelp")} />}

      <Card
        title={t("gst.gstr1")}
        style={{ marginBottom: 16 }}
        data-testid="gstr1-card"
        extra={
          <Space wrap className="gst-downloads">
            <Button type="primary" loading={busy === "json"} onClick={() => download("json")} data-testid="gstr1-json">{t("gst.downloadJson")}</Button>
            <Button loading={busy === "csv"} onClick={() => download("csv")} data-testid="gstr1-csv">{t("gst.downloadCsv")}</Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t("gst.gstr1Help")}</Typography.Paragraph>
        {sum && sum.gstr1 === null && <Alert type="warning" showIcon message={t("gst.needGstin")} />}
        {sum && sum.gstr1 && !empty && <SectionCards sections={sum.gstr1} />}
      </Card>

      <Card
        title={t("gst.gstr3b")}
        style={{ marginBottom: 16 }}
        data-testid="gstr3b-card"
        extra={<Button loading={busy === "3b"} onClick={() => download("3b")} data-testid="gstr3b-json" title={t("gst.gstr3bHelp")}>{t("gst.download3b")}</Button>}
      >
        <Typography.Paragraph type="secondary">{t("gst.gstr3bIntro")}</Typography.Paragraph>
        {sum && !empty && <Gstr3bCards rows={sum.gstr3b} />}
      </Card>

      <Card title={t("gst.lockTitle")}>
        <Typography.Paragraph type="secondary">{t("gst.lockHelp", { month: monthName(month) })}</Typography.Paragraph>
        {mayLock ? (
          <Popconfirm
            title={t(locked ? "gst.unlockAsk" : "gst.lockAsk", { month: monthName(month) })}
            description={t(locked ? "gst.unlockWarning" : "gst.lockWarning")}
            okText={t(locked ? "gst.unlock" : "gst.lock")}
            onConfirm={toggleLock}
          >
            <Button danger={Boolean(locked)} data-testid="gst-lock">{t(locked ? "gst.unlockMonth" : "gst.lockMonth", { month: monthName(month) })}</Button>
          </Popconfirm>
        ) : (
          <OwnerOnlyNote text={t("gst.lockOwnerOnly")} testId="gst-lock-owner-only" />
        )}
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
