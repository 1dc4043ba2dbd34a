import { useState, type ReactNode } from "react";
import { Badge, Button, Drawer, Skeleton } from "antd";
import { FilterOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import "./phone-list.css";
import { useTranslation } from "../i18n/use-translation";

/** One record on a phone: what it is, how much, where it stands and when; the whole card opens it. */
export interface RecordCard {
  key: string | number;
  to?: string;
  title: ReactNode;
  amount?: ReactNode;
  status?: ReactNode;
  date?: ReactNode;
}

/** A list as cards (phones only: its own chunk, so desktop pages do not load it). */
export function RecordCards({ cards, loading, empty, label }: { cards: RecordCard[]; loading: boolean; empty: ReactNode; label: string }) {
  if (loading && cards.length === 0) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (cards.length === 0) return <div className="record-cards-empty">{empty}</div>;
  return (
    <ul className="record-cards" aria-label={label} aria-busy={loading}>
      {cards.map((card) => {
        const body = (
          <>
            <div className="record-card-line">
              <span className="record-card-title">{card.title}</span>
              {card.amount !== undefined && <span className="record-card-amount">{card.amount}</span>}
            </div>
            <div className="record-card-line record-card-meta">
              <span>{card.status}</span>
              <span>{card.date}</span>
            </div>
          </>
        );
        return (
          <li key={card.key} data-testid="record-card">
            {card.to ? (
              <Link className="record-card" to={card.to}>
                {body}
              </Link>
            ) : (
              <div className="record-card">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "Filters" with how many are set; the same filters as the desktop bar, in a sheet from the bottom. */
export function FilterSheet({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={active} size="small" color="#0b6e4f">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={active ? t("filters.set", { count: active }) : t("filters.title")}>
          {t("filters.title")}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        height="min(75vh, 520px)"
        title={t("filters.title")}
        rootClassName="filter-sheet"
        footer={
          <Button type="primary" block onClick={() => setOpen(false)}>
            {t("filters.show")}
          </Button>
        }
      >
        {children}
      </Drawer>
    </>
  );
}

