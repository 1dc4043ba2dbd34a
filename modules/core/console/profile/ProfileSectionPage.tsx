import { useEffect } from "react";
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Skeleton } from "antd";
import { Typography } from "../../../../src/ui/Typography";
import { ArrowLeftOutlined, SaveOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { GST_STATES } from "../../../../resources/validators";
import { profileSection } from "../../profile";
import { labelIn } from "../../../../src/i18n/words";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { useBusiness } from "../../../../src/business/BusinessContext";
import { errorMessage } from "../../../../providers/http";
import { FieldControl } from "../../../../src/engine/inputs";
import { formRules, wireValue } from "../../../../src/engine/form-rules";
import { fetchProfile, saveProfileSection } from "./api";
import { useAllowed } from "../../../../src/access/useAccess";
import { OwnerOnlyNote } from "../../../../src/access/OwnerOnlyNote";

/** /galla/BusinessProfile/:key: edit one section, checked by the same rules the server applies. */
export default function ProfileSectionPage() {
  const { key } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation("payments");
  const { businessId, current } = useBusiness();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const section = profileSection(key ?? "");
  // Staff read the section; only the owner is offered to change it (the server's rule, modules/core/capabilities.ts).
  const mayEdit = useAllowed("profile", "edit");
  const query = useQuery({ queryKey: ["profile", businessId], queryFn: () => fetchProfile(businessId!), enabled: Boolean(businessId && section) });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => saveProfileSection(businessId!, section!.key, values),
    onSuccess: (res) => {
      queryClient.setQueryData(["profile", businessId], res.data);
      void queryClient.invalidateQueries({ queryKey: ["businesses"] });
      notify?.({ type: "success", message: res.message });
      navigate("/galla/BusinessProfile");
    },
    onError: (err) => {
      const field = (err as { field?: string }).field;
      if (field) form.setFields([{ name: field, errors: [errorMessage(err)] }]);
      notify?.({ type: "error", message: t("profile.notSaved"), description: errorMessage(err) });
    },
  });

  useEffect(() => {
    if (!query.data || !section) return;
    form.setFieldsValue(Object.fromEntries(section.fields.map((f) => [f.name, query.data[f.name] ?? f.default ?? null])));
  }, [query.data, section, form]);

  if (!section) return <Navigate to="/errors/error-404" replace />;
  if (query.isError) return <Alert type="error" showIcon message={t("profile.couldNotLoad")} description={errorMessage(query.error)} />;

  const submit = (values: Record<string, unknown>) =>
    save.mutate(Object.fromEntries(section.fields.map((f) => [f.name, wireValue(f, values[f.name]) ?? null])));

  return (
    <Flex vertical gap={16} data-testid={`profile-section-page-${section.key}`}>
      <Flex align="center" gap={8}>
        <Link to="/galla/BusinessProfile">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t("profile.back")} />
        </Link>
        <Flex vertical>
          <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
            {t(`profile.sections.${section.key}.title`)}
          </Typography.Title>
          <Typography.Text type="secondary">
            {current?.business_name} · {t(`profile.sections.${section.key}.description`)}
          </Typography.Text>
        </Flex>
      </Flex>
      {query.data && !mayEdit && <OwnerOnlyNote text={t("profile.ownerOnly")} testId="profile-owner-only" />}
      <Card>
        {!query.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Form form={form} layout="vertical" onFinish={submit} disabled={!mayEdit}>
            <Row gutter={16}>
              {section.fields.map((field) => (
                <Col xs={24} md={field.type === "longtext" ? 24 : 12} key={field.name}>
                  <Form.Item name={field.name} label={labelIn(undefined, field)} rules={formRules(field)} extra={field.help && t(`profile.help.${field.name}`)}>
                    {field.name === "state_code" ? (
                      <StateSelect />
                    ) : (
                      <FieldControl field={field} />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
            {mayEdit && (
              <Flex justify="end" gap={8}>
                <Link to="/galla/BusinessProfile">
                  <Button>{t("engine.cancel", { ns: "console" })}</Button>
                </Link>
                <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                  {t("engine.save", { ns: "console" })}
                </Button>
              </Flex>
            )}
          </Form>
        )}
      </Card>
    </Flex>
  );
}

/** The state picker shows names; the stored value is the GST state code. */
const STATE_OPTIONS = Object.entries(GST_STATES)
  .sort((a, b) => a[1].localeCompare(b[1]))
  .map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

function StateSelect(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation("payments");
  return <Select {...props} showSearch optionFilterProp="label" options={STATE_OPTIONS} placeholder={t("profile.chooseState")} />;
}
