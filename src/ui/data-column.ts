/** The column shape DataTable and DataCards share: a file of its own, so neither imports the other for it. */
import type { Key, ReactNode } from "react";

export type SortOrder = "ascend" | "descend" | null;

/** A column, in the shape of antd's Table columns (the subset the console uses). */
export interface DataColumn<T> {
  key?: Key;
  title?: ReactNode;
  dataIndex?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's render contract: the cell value is untyped
  render?: (value: any, record: T, index: number) => ReactNode;
  align?: "left" | "right" | "center";
  width?: number | string;
  /** Sortable by the server: clicking the header calls `onSort`. */
  sorter?: boolean | { multiple?: number };
  sortOrder?: SortOrder;
  /** One line, cut with "…" (the full text on hover). */
  ellipsis?: boolean;
  /** Stays in view at the row's end while a table wider than the screen scrolls beneath it (a row's actions). */
  fixed?: "right";
}
