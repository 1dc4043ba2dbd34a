import { useState } from "react";
import { Alert, Button, Card, Form, Input, Popconfirm, Segmented, Tag } from "antd";
import { Typography } from "../../ui/Typography";
import { DataTable } from "../../ui/DataTable";
import { UserAddOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNotification } from "@refinedev/core";
import { MODULES, MODULE_KEYS } from "../../../resources/modules";
import { checks, formatMobile } from "../../../resources/validators";
import { errorMessage } from "../../../providers/http";
import { useBusiness } from "../../business/BusinessContext";
import { useAccess } from "../../access/useAccess";
import { useTranslation } from "../../i18n/use-translation";
import { say } from "../../i18n/words";
import { fetchMembers, inviteMember, membersKey, removeMember, updateMember, type Level, type Member } from "./api";
import "./team-access.css";

/** The three access levels; their words are subscription.json's team.levels.<level>. */
const LEVELS = ["none", "read", "write"] as const;
const noAccess = () => Object.fromEntries(MODULE_KEYS.map((k) => [k, "none"])) as Record<string, Level>;

function PermissionPicker({ value, onChange, disabled }: { value: Record<string, Level>; onChange: (v: Record<string, Level>) => void; disabled?: boolean }) {
  const { t } = useTranslation("subscription");
  const options = LEVELS.map((level) => ({ value: level, label: t(`team.levels.${level}`) }));
  return (
    <div className="team-permissions">
      {MODULE_KEYS.map((k) => (
        <div key={k} style={{ display: "contents" }}>
          <Typography.Text>{t(`subscription.modules.${k}.title`, { defaultValue: MODULES[k].title })}</Typography.Text>
          <Segmented size="small" disabled={disabled} value={value[k] ?? "none"} options={options} onChange={(v) => onChange({ ...value, [k]: v as Level })} />
        </div>
      ))}
    </div>
  );
}

/**
 * Team access: the owner invites a mobile number as STAFF and chooses, per module, no access,
 * view or edit. The server enforces the same permissions on every call.
 */
export function TeamAccessCard() {
  const { businessId } = useBusiness();
  const queryClient = useQueryClient();
  const { t } = useTranslation("subscription");
  const { open } = useNotification();
  const [form] = Form.useForm<{ mobile: string; name?: string }>();
  const [permissions, setPermissions] = useState(noAccess);
  const team = useAccess("members", "list");
  const isOwner = team?.can === true;
  const members = useQuery({ queryKey: membersKey(businessId), queryFn: () => fetchMembers(businessId!), enabled: Boolean(businessId && isOwner) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(businessId) });
  const onError = (err: unknown) => open?.({ type: "error", message: t("team.couldNotSave"), description: errorMessage(err) });

  const invite = useMutation({
    mutationFn: (values: { mobile: string; name?: string }) => inviteMember(businessId!, { ...values, permissions }),
    onSuccess: (answer) => {
      open?.({ type: "success", message: answer.message });
      form.resetFields();
      setPermissions(noAccess());
      refresh();
    },
    onError,
  });
  const change = useMutation({ mutationFn: (m: { id: number; permissions: Record<string, Level> }) => updateMember(businessId!, m.id, m.permissions), onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: (id: number) => removeMember(businessId!, id), onSuccess: refresh, onError });

  if (team && !isOwner) return <Alert type="info" showIcon message={t("team.ownerOnly")} />;

  return (
    <Card title={t("team.title")} data-testid="team-access">
      <Typography.Paragraph type="secondary">
        {t("team.intro")}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => invite.mutate(v)} style={{ maxWidth: 560 }}>
        <Form.Item name="mobile" label={t("team.mobile")} rules={[{ required: true, validator: async (_r, v) => { const e = checks.mobile(String(v ?? ""), t("team.mobile"), say); if (e) throw new Error(e); } }]}>
          <Input addonBefore="+91" inputMode="numeric" maxLength={14} placeholder="98765 43210" />
        </Form.Item>
        <Form.Item name="name" label={t("team.name")}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item label={t("team.permissions")}>
          <PermissionPicker value={permissions} onChange={setPermissions} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={invite.isPending}>
          {t("team.invite")}
        </Button>
      </Form>
      <DataTable<Member>
        style={{ marginTop: 24 }}
        rowKey="user_id"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: members.isError ? errorMessage(members.error) : t("team.none") }}
        columns={[
          { title: t("team.member"), key: "who", render: (_, m) => <>{m.name ?? "—"}<br /><Typography.Text type="secondary">{formatMobile(m.mobile)}</Typography.Text></> },
          { title: t("team.role"), dataIndex: "role", render: (r: string) => <Tag color={r === "ADMIN" ? "gold" : "blue"}>{t(r === "ADMIN" ? "team.owner" : "team.staff")}</Tag> },
          {
            title: t("team.permissions"),
            key: "permissions",
            render: (_, m) =>
              m.role === "ADMIN" ? t("team.everything") : <PermissionPicker value={m.permissions} disabled={change.isPending} onChange={(p) => change.mutate({ id: m.user_id, permissions: p })} />,
          },
          {
            title: "",
            key: "remove",
            render: (_, m) =>
              m.role === "STAFF" && (
                <Popconfirm title={t("team.removeConfirm", { mobile: formatMobile(m.mobile) })} okText={t("engine.remove", { ns: "console" })} onConfirm={() => remove.mutate(m.user_id)}>
                  <Button danger size="small">{t("engine.remove", { ns: "console" })}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
