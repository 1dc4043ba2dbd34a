import { useContext, useState, type CSSProperties, type HTMLAttributes, type Key, type ReactNode } from "react";
import { Empty, Spin } from "antd";
import { Paginator } from "../engine/Paginator";
import { DataCards, StackedColumns, SummaryCard, SummaryCardField } from "./DataCards";
import { useIsPhone } from "./useIsPhone";
import { useTranslation } from "../i18n/use-translation";
import type { DataColumn, SortOrder } from "./data-column";
import "./data-table.css";

export type { DataColumn, SortOrder } from "./data-column";

export interface PaginationProps {
  current?: number;
  pageSize?: number;
  /** Given with `onChange`: the rows are one server page. Without: the table pages `dataSource` itself. */
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
  hideOnSinglePage?: boolean;
  showSizeChanger?: boolean;
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  dataSource?: readonly T[];
  /** The row's React key: a field name or a function (antd's default: the `key` field). */
  rowKey?: string | ((row: T, index: number) => Key);
  loading?: boolean;
  size?: "small" | "middle" | "large";
  locale?: { emptyText?: ReactNode };
  pagination?: false | PaginationProps;
  summary?: (rows: readonly T[]) => ReactNode;
  /** Below the table, above the pager. */
  footer?: () => ReactNode;
  bordered?: boolean;
  rowClassName?: (row: T, index: number) => string;
  onRow?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  onSort?: (columnKey: string, order: SortOrder) => void;
  /**
   * On a phone, each row is a card (src/ui/DataCards.tsx) instead of a table row; `beside` names the
   * column (an amount) shown at the card's right. For tables too wide for 390 px.
   */
  stackOnPhone?: boolean | { beside: string };
  /** Accepted for antd compatibility; the table always scrolls sideways when it is wider than its box. */
  scroll?: { x?: number | string };
  style?: CSSProperties;
  className?: string;
  "aria-label"?: string;
}

const NEXT_ORDER: Record<string, SortOrder> = { null: "ascend", ascend: "descend", descend: null };
const ARIA_SORT = { ascend: "ascending", descend: "descending" } as const;

const keyOf = <T,>(column: DataColumn<T>, index: number) => String(column.key ?? column.dataIndex ?? index);

/**
 * The console's table: antd's look and its column API, without antd's Table machinery (filter
 * dropdowns, trees, checkboxes, virtual scrolling) that no page here uses and that cost about
 * 60 KB gzip on every page with a table. Sorting is the server's (onSort); paging is either the
 * server's (pagination.total + onChange) or done here over `dataSource`.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, dataSource = [], rowKey = "key", loading = false, size = "middle", locale, pagination, summary, footer, bordered, rowClassName, onRow, onSort, style, className, stackOnPhone } = props;
  const [localPage, setLocalPage] = useState(1);
  const stacked = useIsPhone() && Boolean(stackOnPhone);
  const { t } = useTranslation();

  const paged = pagination !== false;
  const pageSize = (paged && pagination?.pageSize) || 10;
  const serverPaged = paged && pagination?.onChange !== undefined && pagination.total !== undefined;
  const total = serverPaged ? pagination.total! : dataSource.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(serverPaged ? (pagination.current ?? 1) : localPage, pageCount);
  const rows = paged && !serverPaged ? dataSource.slice((current - 1) * pageSize, current * pageSize) : dataSource;
  const showPager = paged && total > 0 && !(pagination?.hideOnSinglePage !== false && pageCount <= 1);
  const goTo = (page: number) => (serverPaged ? pagination.onChange!(page, pageSize) : setLocalPage(page));

  const cell = (row: T, name: string) => (row as Record<string, unknown>)[name];
  const idOf = (row: T, index: number): Key => (typeof rowKey === "function" ? rowKey(row, index) : ((cell(row, rowKey) as Key) ?? index));
  const contentOf = (column: DataColumn<T>, row: T, index: number): ReactNode => {
    const value = column.dataIndex ? cell(row, column.dataIndex) : undefined;
    return column.render ? column.render(value, row, index) : (value as ReactNode);
  };
  const empty = loading ? <div className="data-table-empty-space" /> : (locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />);
  const spinner = loading && (
    <div className="data-table-loading">
      <Spin />
    </div>
  );

  return (
    <div className={["data-table", `data-table-${size}`, bordered && "data-table-bordered", className].filter(Boolean).join(" ")} style={style}>
      {stacked ? (
        <div className="data-cards-frame" aria-busy={loading}>
          {rows.length > 0 ? (
            <DataCards columns={columns} rows={rows} idOf={idOf} contentOf={contentOf} columnKey={keyOf} beside={typeof stackOnPhone === "object" ? stackOnPhone.beside : undefined} label={props["aria-label"]} onRow={onRow} />
          ) : (
            <div className="data-cards-empty">{empty}</div>
          )}
          {summary && rows.length > 0 && <StackedColumns.Provider value={columns as DataColumn<never>[]}>{summary(dataSource)}</StackedColumns.Provider>}
          {spinner}
        </div>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
        <div className="data-table-scroll" aria-busy={loading} tabIndex={0} role="region" aria-label={props["aria-label"] ?? "Table"}>
          <table aria-label={props["aria-label"]}>
            <thead>
              <tr>
                {columns.map((column, i) => {
                  const key = keyOf(column, i);
                  const order = column.sortOrder ?? null;
                  return (
                    <th key={key} style={{ textAlign: column.align, width: column.width }} className={column.fixed ? "data-table-sticky-end" : undefined} aria-sort={order ? ARIA_SORT[order] : undefined}>
                      {column.sorter && onSort ? (
                        <button type="button" className="data-table-sorter" onClick={() => onSort(key, NEXT_ORDER[String(order)])}>
                          {column.title}
                          <span className={`data-table-caret data-table-caret-${order ?? "none"}`} aria-hidden />
                        </button>
                      ) : (
                        // An untitled column holds the row's actions: a screen reader still hears its header.
                        column.title || <span className="galla-visually-hidden">{t("engine.actions")}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={idOf(row, index)} className={["data-table-row", rowClassName?.(row, index)].filter(Boolean).join(" ")} {...onRow?.(row, index)}>
                  {columns.map((column, i) => {
                    const content = contentOf(column, row, index);
                    return (
                      <td
                        key={keyOf(column, i)}
                        style={{ textAlign: column.align }}
                        className={[column.ellipsis && "data-table-ellipsis", column.fixed && "data-table-sticky-end"].filter(Boolean).join(" ") || undefined}
                        title={column.ellipsis && typeof content === "string" ? content : undefined}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
              {rows.length === 0 && (
                <tr className="data-table-empty">
                  <td colSpan={columns.length}>{empty}</td>
                </tr>
              )}
            </tbody>
            {summary && rows.length > 0 && <tfoot>{summary(dataSource)}</tfoot>}
          </table>
          {spinner}
        </div>
      )}
      {footer && <div className="data-table-footer">{footer()}</div>}
      {showPager && <Paginator current={current} pageCount={pageCount} total={total} pageSize={pageSize} onPage={goTo} />}
    </div>
  );
}

/**
 * A row of the table's footer (totals), as antd's Table.Summary.Row / Cell. Under a phone's cards it is
 * a card of its own: the first cell its title, the others labelled by their column (`index`).
 */
DataTable.SummaryRow = function SummaryRow({ children }: { children: ReactNode }) {
  if (useContext(StackedColumns)) return <SummaryCard>{children}</SummaryCard>;
  return <tr className="data-table-summary">{children}</tr>;
};
DataTable.SummaryCell = function SummaryCell({ children, align, colSpan, index = 0 }: { index?: number; children?: ReactNode; align?: "left" | "right" | "center"; colSpan?: number }) {
  if (useContext(StackedColumns)) return <SummaryCardField index={index}>{children}</SummaryCardField>;
  return (
    <td style={{ textAlign: align }} colSpan={colSpan}>
      {children}
    </td>
  );
};
