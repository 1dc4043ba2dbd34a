import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert, Button, Descriptions, Drawer, Flex, Form, Select } from "antd";
import { EditOutlined, EyeOutlined, UserDeleteOutlined } from "@ant-design/icons";
import type { ResourceDef } from "../../../resources/types";
import { useTranslation } from "../../i18n/use-translation";
import { labelIn, nounOf } from "../../i18n/words";
import { useIsPhone } from "../../ui/useIsPhone";
import { DateInput } from "../../ui/DateInput";
import { renderValue } from "../display";
import { fillRoute } from "../route-path";
import { NoShowNote } from "../NoShowNote";
import { addDays, moveRange } from "./layout";
import type { Item, Lane } from "./use-calendar-rows";
import { useMove } from "./use-move";

const nightsOf = (item: Item) => Math.round((Date.parse(item.end) - Date.parse(item.start)) / 86_400_000);

/**
 * One item, opened from the calendar (a tap, or Enter on it): what it is, the customer's earlier
 * no-shows, "No-show" in one tap, and a move by date, time and lane, the way a phone moves what a
 * desktop drags. A refused move says the server's reason here and changes nothing.
 */
export function ItemSheet({
  def,
  item,
  lanes,
  laneName,
  canWrite,
  onClose,
}: {
  def: ResourceDef;
  item: Item | undefined;
  lanes: Lane[];
  laneName: (id: number | null) => string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const cal = def.calendar!;
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { move, refusal, clearRefusal, moving } = useMove(def);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [lane, setLane] = useState<number | null>(null);
  const [status, setStatus] = useState<string>();

  useEffect(() => {
    clearRefusal();
    setDate(item ? (cal.date ? item.date : item.start) : null);
    setStart(item && cal.date ? item.start : null);
    setLane(item?.lane ?? null);
    setStatus(item?.status);
    // A new item (or a new version of it) resets the sheet.
  }, [item?.id, item?.row.version]);

  if (!item) return <Drawer open={false} />;
  const shown = def.fields.filter((f) => f.inList && ![cal.title, cal.date, cal.start, cal.end, cal.lane, cal.status].includes(f.name));
  const changed = cal.date ? date !== item.date || start !== item.start || lane !== item.lane : date !== item.start || lane !== item.lane;

  const submitMove = async () => {
    if (!date || (cal.date && !start)) return;
    const to = cal.date
      ? { date, ...moveRange(item, start!), lane }
      : { start: date, end: addDays(date, nightsOf(item)), lane };
    if (await move(item, to)) onClose();
  };
  const markNoShow = async () => {
    if (await move(item, { status: cal.noShow })) setStatus(cal.noShow);
  };

  return (
    <Drawer
      open
      onClose={onClose}
      placement={phone ? "bottom" : "right"}
      height={phone ? "85%" : undefined}
      width={phone ? undefined : 420}
      title={item.title}
      data-testid="cal-sheet"
    >
      <Flex vertical gap={16}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t("calendar.when")}>
            {cal.date ? `${renderValue(def.fields.find((f) => f.name === cal.date)!, item.date)}, ${item.start}–${item.end}` : `${item.start} → ${item.end}`}
          </Descriptions.Item>
          <Descriptions.Item label={labelIn(def, def.fields.find((f) => f.name === cal.lane)!)}>{laneName(item.lane)}</Descriptions.Item>
          {cal.status && (
            <Descriptions.Item label={labelIn(def, def.fields.find((f) => f.name === cal.status)!)}>
              <span data-testid="cal-sheet-status">{renderValue(def.fields.find((f) => f.name === cal.status)!, status)}</span>
            </Descriptions.Item>
          )}
          {shown.map((f) => (
            <Descriptions.Item key={f.name} label={labelIn(def, f)}>
              {renderValue(f, item.row[f.name], item.row)}
            </Descriptions.Item>
          ))}
        </Descriptions>
        {cal.customer && <NoShowNote def={def} phone={String(item.row[cal.customer] ?? "")} exceptId={item.id} />}
        {refusal && <Alert type="error" showIcon role="alert" message={t("calendar.notMoved")} description={refusal} />}
        {canWrite && cal.noShow && status !== cal.noShow && (
          <Button danger block size="large" icon={<UserDeleteOutlined />} loading={moving} onClick={() => void markNoShow()} data-testid="cal-no-show">
            {t("calendar.markNoShow")}
          </Button>
        )}
        {canWrite && (
          <Form layout="vertical" onFinish={() => void submitMove()} aria-label={t("calendar.moveTitle")}>
            <h3 className="cal-sheet-heading">{t("calendar.moveTitle")}</h3>
            <Flex gap={8} wrap>
              <Form.Item label={t("calendar.moveDate")} style={{ flex: "1 1 140px", marginBottom: 8 }}>
                <DateInput value={date} onChange={setDate} allowClear={false} aria-label={t("calendar.moveDate")} />
              </Form.Item>
              {cal.date && (
                <Form.Item label={t("calendar.moveStart")} style={{ flex: "1 1 100px", marginBottom: 8 }}>
                  <DateInput kind="time" value={start} onChange={setStart} allowClear={false} aria-label={t("calendar.moveStart")} />
                </Form.Item>
              )}
              <Form.Item label={labelIn(def, def.fields.find((f) => f.name === cal.lane)!)} style={{ flex: "1 1 160px", marginBottom: 8 }}>
                <Select
                  value={lane ?? "none"}
                  onChange={(v) => setLane(v === "none" ? null : Number(v))}
                  options={lanes.map((l) => ({ value: l.id ?? "none", label: l.label || t("calendar.nobody") }))}
                  aria-label={labelIn(def, def.fields.find((f) => f.name === cal.lane)!)}
                />
              </Form.Item>
            </Flex>
            <Button htmlType="submit" type="primary" block disabled={!changed} loading={moving} data-testid="cal-move">
              {t("calendar.move")}
            </Button>
          </Form>
        )}
        <Flex gap={8} wrap>
          {def.routes.show && (
            <Link to={fillRoute(def.routes.show, { id: item.id })}>
              <Button icon={<EyeOutlined />} tabIndex={-1}>
                {t("calendar.open", { noun: nounOf(def) })}
              </Button>
            </Link>
          )}
          {canWrite && def.routes.edit && (
            <Link to={fillRoute(def.routes.edit, { id: item.id })}>
              <Button icon={<EditOutlined />} tabIndex={-1}>
                {t("engine.edit", { noun: nounOf(def) })}
              </Button>
            </Link>
          )}
        </Flex>
      </Flex>
    </Drawer>
  );
}
