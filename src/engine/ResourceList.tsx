import { useState } from "react";
import { CreateButton, DeleteButton, EditButton, List, ShowButton, getDefaultSortOrder, useTable } from "@refinedev/antd";
import { useNotification, type CrudFilter } from "@refinedev/core";
import { Button, Empty, Space, Table } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import type { ResourceDef } from "../../resources/types";
import { labelOf } from "../../resources/validate";
import { errorMessage } from "../../providers/http";
import { renderValue } from "./display";
import { ListFilters } from "./ListFilters";
import { Paginator } from "./Paginator";
import { exportCsv } from "./csv-export";

type Row = Record<string, unknown> & { id: number; _labels?: Record<string, string> };

const CREATED: ResourceDef["fields"][number] = { name: "created_at", type: "datetime", label: "Added" };

export default function ResourceList({ def }: { def: ResourceDef }) {
  const { open } = useNotification();
  const [exporting, setExporting] = useState(false);
  const { tableProps, filters, setFilters, sorters, currentPage, setCurrentPage, pageSize, setPageSize, pageCount, result, tableQuery } = useTable<Row>({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: 10, mode: "server" },
    sorters: { initial: def.defaultSort ? [def.defaultSort] : [{ field: "id", order: "desc" }] },
    filters: { mode: "server", defaultBehavior: "merge" },
  });
  const total = result?.total ?? 0;
  const filtering = filters.some((f) => "value" in f && f.value !== undefined && f.value !== "");

  const listed = def.fields.filter((f) => f.inList);
  const columns = [...(listed.length ? listed : def.fields.slice(0, 4)), CREATED].map((f) => ({
    key: f.name,
    dataIndex: f.name,
    title: labelOf(f),
    sorter: f === CREATED || f.sortable || f.filter ? { multiple: 1 } : false,
    sortOrder: getDefaultSortOrder(f.name, sorters),
    align: (f.type === "money" || f.type === "number" ? "right" : "left") as "right" | "left",
    // Long text would push the actions off screen: it gets a fixed width and wraps within it.
    width: f.type === "longtext" ? 320 : undefined,
    render: (value: unknown, row: Row) => renderValue(f, value, row),
  }));
  const actions = {
    key: "actions",
    title: "Actions",
    width: 150,
    render: (_: unknown, row: Row) => (
      <Space size={4}>
        {def.routes.show && <ShowButton hideText size="small" resource={def.name} recordItemId={row.id} />}
        {def.routes.edit && <EditButton hideText size="small" resource={def.name} recordItemId={row.id} />}
        <DeleteButton
          hideText
          size="small"
          resource={def.name}
          recordItemId={row.id}
          confirmTitle={`Delete this ${(def.singular ?? "record").toLowerCase()}?`}
          confirmOkText="Delete"
          confirmCancelText="Keep"
        />
      </Space>
    ),
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportCsv(def.name, filters, sorters);
    } catch (err) {
      open?.({ type: "error", message: "Export failed", description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <List
      resource={def.name}
      title={def.label}
      canCreate={Boolean(def.routes.create)}
      headerButtons={({ defaultButtons }) => (
        <>
          <Button icon={<DownloadOutlined />} onClick={runExport} loading={exporting} disabled={total === 0}>
            Export CSV
          </Button>
          {defaultButtons}
        </>
      )}
    >
      <ListFilters def={def} filters={filters} onChange={(next: CrudFilter[]) => setFilters(next, "merge")} />
      <Table
        {...tableProps}
        rowKey="id"
        columns={[...columns, ...(def.readOnly ? [] : [actions])]}
        pagination={false}
        scroll={{ x: "max-content" }}
        loading={tableQuery.isLoading || tableQuery.isFetching}
        locale={{
          emptyText: tableQuery.isLoading ? (
            " "
          ) : (
            <Empty description={filtering ? `No ${def.label.toLowerCase()} match these filters` : `No ${def.label.toLowerCase()} yet`}>
              {!filtering && def.routes.create && <CreateButton resource={def.name}>Add {def.singular ?? def.label}</CreateButton>}
            </Empty>
          ),
        }}
      />
      <Paginator
        current={currentPage}
        pageCount={pageCount}
        total={total}
        pageSize={pageSize}
        onPage={setCurrentPage}
        onPageSize={(size) => {
          setPageSize(size);
          setCurrentPage(1);
        }}
      />
    </List>
  );
}
