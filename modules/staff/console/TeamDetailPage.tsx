import { useState } from "react";
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, Input, Popconfirm, Skeleton, Tag } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DataTable } from "../../../src/ui/DataTable";
import { PageHeading } from "../../../src/ui/PageHeading";
import { DeleteOutlined, EditOutlined, UserAddOutlined } from "@ant-design/icons";
import { useCreate, useDelete, useList, useOne } from "@refinedev/core";
import { Link, useParams } from "react-router";
import { teamMembers } from "../resources";
import { RelationSelect } from "../../../src/engine/RelationSelect";
import { errorMessage } from "../../../providers/http";
import { useTranslation } from "../../../src/i18n/use-translation";

interface Team {
  id: number;
  name: string;
  lead_id: number | null;
  shift: string;
  description: string | null;
  _labels?: Record<string, string>;
}
interface Member {
  id: number;
  staff_id: number;
  role: string | null;
  _labels?: Record<string, string>;
}

const staffField = teamMembers.fields.find((f) => f.name === "staff_id")!;

/** /galla/Team/:id: a team, its lead and its members, with adding and removing members. */
export default function TeamDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation("staff");
  const [form] = Form.useForm<{ staff_id: number; role?: string }>();
  const [page, setPage] = useState(1);
  const { result: team, query } = useOne<Team>({ resource: "teams", id: id! });
  const members = useList<Member>({
    resource: "team_members",
    filters: [{ field: "team_id", operator: "eq", value: id }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { currentPage: page, pageSize: 20 },
  });
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: remove } = useDelete();

  if (query.isError) return <Alert type="error" showIcon message={t("team.loadFailed")} description={errorMessage(query.error)} />;
  if (query.isLoading || !team) return <Skeleton active paragraph={{ rows: 6 }} />;

  const taken = new Set((members.result.data ?? []).map((m) => m.staff_id));
  const add = (values: { staff_id: number; role?: string }) => {
    if (taken.has(values.staff_id)) {
      form.setFields([{ name: "staff_id", errors: [t("team.already")] }]);
      return;
    }
    create(
      { resource: "team_members", values: { team_id: team.id, staff_id: values.staff_id, role: values.role ?? null }, successNotification: () => ({ type: "success", message: t("team.added") }) },
      { onSuccess: () => form.resetFields() },
    );
  };

  return (
    <Flex vertical gap={16} data-testid="team-detail-page">
      <PageHeading
        back={{ to: "/galla/Team", label: t("team.back") }}
        title={team.name}
        tag={<Tag>{t("team.shift", { shift: t(`team.shifts.${team.shift}`, { defaultValue: team.shift }) })}</Tag>}
        actions={
          <Link to={`/galla/Team/${team.id}/edit`}>
            <Button icon={<EditOutlined />}>{t("team.edit")}</Button>
          </Link>
        }
      />
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t("team.lead")}>
            {team.lead_id ? <Link to={`/staffmanagement/staff/${team.lead_id}`}>{team._labels?.lead_id ?? `#${team.lead_id}`}</Link> : t("team.notSet")}
          </Descriptions.Item>
          <Descriptions.Item label={t("team.members")}>{members.result.total ?? "…"}</Descriptions.Item>
          {team.description && <Descriptions.Item label={t("team.about")}>{team.description}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={t("team.members")}>
        <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="staff_id" rules={[{ required: true, message: t("team.chooseStaff") }]}>
            <RelationSelect field={staffField} placeholder={t("team.search")} />
          </Form.Item>
          <Form.Item name="role">
            <Input placeholder={t("team.role")} maxLength={60} style={{ width: 220 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={creating.isPending}>
            {t("team.addMember")}
          </Button>
        </Form>
        {members.query.isError ? (
          <Alert type="error" showIcon message={t("team.membersFailed")} />
        ) : (
          <DataTable<Member>
            rowKey="id"
            loading={members.query.isLoading}
            dataSource={members.result.data ?? []}
            locale={{ emptyText: <Empty description={t("team.empty")} /> }}
            pagination={{ current: page, pageSize: 20, total: members.result.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
            columns={[
              {
                title: t("team.staff"),
                dataIndex: "staff_id",
                render: (sid: number, m) => <Link to={`/staffmanagement/staff/${sid}`}>{m._labels?.staff_id ?? `#${sid}`}</Link>,
              },
              { title: t("team.roleColumn"), dataIndex: "role", render: (r: string | null) => r ?? <Typography.Text type="secondary">—</Typography.Text> },
              {
                title: "",
                key: "remove",
                width: 60,
                render: (_: unknown, m) => (
                  <Popconfirm title={t("team.removeConfirm")} okText={t("team.remove")} okButtonProps={{ danger: true }} onConfirm={() => remove({ resource: "team_members", id: m.id })}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("team.remove")} />
                  </Popconfirm>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
}
