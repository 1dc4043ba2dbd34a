import { lazy, Suspense, useState } from "react";
import { labelIn, titleOf, nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { useNotification, useTable, type CrudFilter, type CrudSort } from "@refinedev/core";
import { Alert, Button, Empty, Flex } from "antd";
import { DataTable } from "../ui/DataTable";
import { DownloadOutlined, PlusOutlined, ScheduleOutlined } from "@ant-design/icons";
import { Link, useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { LIST_PAGE_SIZE, initialSortOf } from "../../resources/list-page";
import { errorMessage } from "../../providers/http";
import type { ListAnswer } from "../../providers/data-provider";
import { useAccess } from "../access/useAccess";
import { renderValue } from "./display";
import { activeFieldFilters, ListFilters } from "./ListFilters";
import { Paginator } from "./Paginator";
import { PageFrame } from "./PageFrame";
import { RecordActions, type RowAccess } from "./RecordActions";
import { exportCsv } from "./csv-export";
import { fillRoute } from "./route-path";
import { cardFieldsOf } from "./card-fields";
import { useIsPhone } from "../ui/useIsPhone";

// Cards and the filter sheet are for phones only: their own chunk, which desktop pages never load.
const RecordCards = lazy(() => import("../ui/phone-list").then((m) => ({ default: m.RecordCards })));
const FilterSheet = lazy(() => import("../ui/phone-list").then((m) => ({ default: m.FilterSheet })));

type Row = Record<string, unknown> & { id: number; _labels?: Record<string, string> };

const CREATED: ResourceDef["fields"][number] = { name: "created_at", type: "datetime", label: "Added" };

const sortOrderOf = (field: string, sorters: CrudSort[]) => {
  const order = sorters.find((s) => s.field === field)?.order;
  return order === "asc" ? ("ascend" as const) : order === "desc" ? ("descend" as const) : null;
};

/**
 * Keyed by resource: the router keeps this component mounted from one list route to the next, and the table
 * state inside (sort, filters, page) went with it: Leave's "From" sort was sent to Expenses and answered 400.
 */
export default function ResourceList({ def }: { def: ResourceDef }) {
  return <ResourceListOf key={def.name} def={def} />;
}

/** A failed list says why and offers Retry; it never pretends there are no records. */
export function ListError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t("engine.couldNotLoad", { what })}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t("engine.retry")}
        </Button>
      }
    />
  );
}

function ResourceListOf({ def }: { def: ResourceDef }) {
  const { open } = useNotification();
  const { t } = useTranslation();
  const phone = useIsPhone();
  const params = useParams();
  const [exporting, setExporting] = useState(false);
  const { filters, setFilters, sorters, setSorters, currentPage, setCurrentPage, pageSize, setPageSize, pageCount, result, tableQuery } = useTable<Row>({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: LIST_PAGE_SIZE, mode: "server" },
    sorters: { initial: [initialSortOf(def)] },
    filters: { mode: "server", defaultBehavior: "merge" },
    // The list says it itself, with Retry (ListError); a toast on top would say it twice.
    errorNotification: false,
  });
  const total = result?.total ?? 0;
  const totalKind = (result as Partial<ListAnswer> | undefined)?.totalKind;
  const filtering = filters.some((f) => "value" in f && f.value !== undefined && f.value !== "");

  const listed = def.fields.filter((f) => f.inList);
  const columns = [...(listed.length ? listed : def.fields.slice(0, 4)), CREATED].map((f) => ({
    key: f.name,
    dataIndex: f.name,
    title: labelIn(def, f),
    sorter: f === CREATED || Boolean(f.sortable || f.filter),
    sortOrder: sortOrderOf(f.name, sorters),
    align: (f.type === "money" || f.type === "number" ? "right" : "left") as "right" | "left",
    // Long text would push the actions off screen: it gets a fixed width and wraps within it.
    width: f.type === "longtext" ? 320 : undefined,
    render: (value: unknown, row: Row) => renderValue(f, value, row),
  }));
  // Until the provider has answered, the buttons wait disabled.
  const waiting = { can: false, reason: t("engine.loading") };
  const access: RowAccess = { edit: useAccess(def.name, "edit") ?? waiting, delete: useAccess(def.name, "delete") ?? waiting };
  const create = useAccess(def.name, "create") ?? waiting;
  const createPath = def.routes.create && fillRoute(def.routes.create, params);
  const createButton = (label: string) =>
    createPath && create.can ? (
      <Link to={createPath}>
        <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
          {label}
        </Button>
      </Link>
    ) : null;
  const actions = {
    key: "actions",
    title: t("engine.actions"),
    width: 150,
    fixed: "right" as const,
    render: (_: unknown, row: Row) => <RecordActions def={def} id={row.id} access={access} />,
  };

  const onFilters = (next: CrudFilter[]) => setFilters(next, "merge");
  const card = cardFieldsOf(def);
  const openTarget = def.routes.show ?? def.routes.edit;
  const openPath = (id: number) => (openTarget ? fillRoute(openTarget, { ...params, id }) : undefined);
  const empty = (
    <Empty description={t(filtering ? "engine.noneMatch" : "engine.noneYet", { items: titleOf(def).toLowerCase() })}>
      {!filtering && createButton(t("engine.add", { noun: nounOf(def) }))}
    </Empty>
  );

  const runExport = async () => {
    setExporting(true);
    try {
      await exportCsv(def.name, filters, sorters);
    } catch (err) {
      open?.({ type: "error", message: t("engine.exportFailed"), description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      title={titleOf(def)}
      extra={
        <>
          {def.calendar && (
            <Link to={def.calendar.route}>
              <Button icon={<ScheduleOutlined />} tabIndex={-1}>
                {t("calendar.calendar")}
              </Button>
            </Link>
          )}
          <Button icon={<DownloadOutlined />} onClick={runExport} loading={exporting} disabled={total === 0}>
            {t("engine.exportCsv")}
          </Button>
          {createButton(t("engine.create"))}
        </>
      }
    >
      {phone ? (
        <Flex gap={8} align="start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <ListFilters def={def} filters={filters} onChange={onFilters} part="search" />
          </div>
          {def.fields.some((f) => f.filter) && (
            <Suspense>
              <FilterSheet active={activeFieldFilters(filters)}>
                <ListFilters def={def} filters={filters} onChange={onFilters} part="fields" />
              </FilterSheet>
            </Suspense>
          )}
        </Flex>
      ) : (
        <ListFilters def={def} filters={filters} onChange={onFilters} />
      )}
      {tableQuery.isError ? (
        <ListError what={titleOf(def)} error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : phone ? (
        <Suspense>
          <RecordCards
            label={titleOf(def)}
            loading={tableQuery.isLoading || tableQuery.isFetching}
            empty={empty}
            cards={(result?.data ?? []).map((row) => ({
              key: row.id,
              to: openPath(row.id),
              title: renderValue(card.title, row[card.title.name], row),
              amount: card.amount && renderValue(card.amount, row[card.amount.name], row),
              status: card.status && renderValue(card.status, row[card.status.name], row),
              date: renderValue(card.date, row[card.date.name], row),
            }))}
          />
        </Suspense>
      ) : (
        <DataTable<Row>
          dataSource={result?.data}
          onSort={(field, order) => setSorters(order ? [{ field, order: order === "ascend" ? "asc" : "desc" }] : [])}
          rowKey="id"
          columns={[...columns, ...(def.readOnly ? [] : [actions])]}
          pagination={false}
          loading={tableQuery.isLoading || tableQuery.isFetching}
          locale={{ emptyText: tableQuery.isLoading ? " " : empty }}
        />
      )}
      {!tableQuery.isError && (
        <Paginator
          current={currentPage}
          pageCount={pageCount}
          total={total}
          totalKind={totalKind}
          pageSize={pageSize}
          onPage={setCurrentPage}
          onPageSize={(size) => {
            setPageSize(size);
            setCurrentPage(1);
          }}
        />
      )}
    </PageFrame>
  );
}
