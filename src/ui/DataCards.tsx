import { createContext, useContext, type HTMLAttributes, type Key, type ReactNode } from "react";
import type { DataColumn } from "./data-column";

/** Nothing to say: the card leaves the field out rather than show an empty label. */
const blank = (value: ReactNode) => value === undefined || value === null || value === "" || value === false;

/** Set while the cards draw the table's summary (DataTable.SummaryRow/Cell): its columns, to label the cells. */
export const StackedColumns = createContext<readonly DataColumn<never>[] | null>(null);

/** The table's totals row under the cards: a card of its own. */
export const SummaryCard = ({ children }: { children: ReactNode }) => (
  <div className="data-card data-card-total">
    <div className="data-card-fields">{children}</div>
  </div>
);

/** A totals cell in that card: the first is its title, the others are labelled by their column (`index`). */
export function SummaryCardField({ index, children }: { index: number; children?: ReactNode }) {
  const columns = useContext(StackedColumns);
  if (blank(children)) return null;
  const title = index > 0 ? columns?.[index]?.title : undefined;
  if (!title) return <div className="data-card-wide data-card-title">{children}</div>;
  return (
    <div>
      <div className="data-card-label">{title}</div>
      <div>{children}</div>
    </div>
  );
}

interface DataCardsProps<T> {
  columns: DataColumn<T>[];
  rows: readonly T[];
  idOf: (row: T, index: number) => Key;
  contentOf: (column: DataColumn<T>, row: T, index: number) => ReactNode;
  columnKey: (column: DataColumn<T>, index: number) => string;
  /** The column shown beside the card's title (an amount), instead of among its fields. */
  beside?: string;
  label?: string;
  onRow?: (row: T, index: number) => HTMLAttributes<HTMLElement>;
}

/**
 * A table's rows on a phone (DataTable's `stackOnPhone`): a table of six or seven columns at 390 px
 * scrolled sideways and hid its totals and statuses from the row they belong to. Each row is a card:
 * the first column is its title, the `beside` column sits at its right, the others follow as label
 * and value two to a line; a long text (a column cut with "…" in the table) and an untitled column
 * (the row's actions) take the card's full width.
 */
export function DataCards<T>({ columns, rows, idOf, contentOf, columnKey, beside, label, onRow }: DataCardsProps<T>) {
  const [head, ...rest] = columns;
  const besideColumn = rest.find((c, i) => columnKey(c, i + 1) === beside);
  return (
    <ul className="data-cards" aria-label={label}>
      {rows.map((row, index) => (
        <li key={idOf(row, index)} className="data-card" data-testid="data-card" {...onRow?.(row, index)}>
          <div className="data-card-head">
            <span className="data-card-title">{contentOf(head, row, index)}</span>
            {besideColumn && <span className="data-card-beside">{contentOf(besideColumn, row, index)}</span>}
          </div>
          <dl className="data-card-fields">
            {rest.map((column, i) => {
              const value = contentOf(column, row, index);
              if (column === besideColumn || blank(value)) return null;
              const key = columnKey(column, i + 1);
              return (
                <div key={key} className={column.ellipsis || !column.title ? "data-card-wide" : undefined}>
                  {column.title && <dt>{column.title}</dt>}
                  <dd>{value}</dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
