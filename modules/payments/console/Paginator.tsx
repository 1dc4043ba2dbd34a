import { Paginator as PageButtons } from "../../../src/engine/Paginator";

/** Server-side pages for the transactions list: the console's one paginator, with a page-size picker. */
export function Paginator(props: { page: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void }) {
  const { page, pageSize, total, onChange } = props;
  return (
    <div data-testid="paginator">
      <PageButtons
        current={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        total={total}
        pageSize={pageSize}
        onPage={(p) => onChange(p, pageSize)}
        onPageSize={(size) => onChange(1, size)}
      />
    </div>
  );
}
