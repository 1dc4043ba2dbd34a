import { useEffect, useState } from "react";
import { Button, Form, Input, Skeleton } from "antd";
import { useNavigate } from "react-router";
import { http, errorMessage } from "../../../providers/http";
import { formatMobile } from "../../../resources/validators";
import { AuthShell } from "./AuthShell";
import { checkRule } from "./formRules";
import { RequireSession } from "./RequireSession";
import { useTranslation } from "../../i18n/use-translation";

interface Me {
  mobile: string;
  name: string | null;
  email: string | null;
}

interface RegisterValues {
  name: string;
  email?: string;
}

function RegisterForm() {
  const navigate = useNavigate();
  const { t } = useTranslation("onboarding");
  const [form] = Form.useForm<RegisterValues>();
  const [me, setMe] = useState<Me>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    http
      .get<{ data: Me }>("/auth/me")
      .then(({ data }) => {
        setMe(data.data);
        // The form is usable before this answer comes: what the user has already typed stays.
        if (!form.isFieldTouched("name")) form.setFieldValue("name", data.data.name ?? "");
        if (!form.isFieldTouched("email")) form.setFieldValue("email", data.data.email ?? "");
      })
      .catch((err) => console.error("Could not load your profile:", err));
  }, [form]);

  const save = async (values: RegisterValues) => {
    setSaving(true);
    try {
      await http.post("/auth/register", { name: values.name.trim(), email: values.email?.trim() || undefined });
      navigate("/auth/BasicBusinessDetails");
    } catch (err) {
      const field = (err as { field?: string }).field;
      form.setFields([{ name: field === "email" ? "email" : "name", errors: [errorMessage(err)] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthShell>
      <h1>{t("register.title")}</h1>
      <p className="auth-sub">
        {me ? `${t("register.signedInAs", { mobile: formatMobile(me.mobile) })} ` : null}
        {t("register.intro")}
      </p>
      {me ? null : <Skeleton active paragraph={{ rows: 1 }} title={false} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={save}>
        <Form.Item
          name="name"
          label={t("register.name")}
          rules={[
            { required: true, whitespace: true, message: t("register.nameRequired") },
            { min: 2, message: t("register.nameMin", { limit: 2 }) },
            { max: 80, message: t("register.nameMax", { limit: 80 }) },
          ]}
        >
          <Input size="large" autoComplete="name" placeholder={t("register.namePlaceholder")} autoFocus />
        </Form.Item>
        <Form.Item name="email" label={t("register.email")} rules={[checkRule("email", t("register.email"))]} extra={t("register.emailHint")}>
          <Input size="large" type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t("onboarding.continue")}
        </Button>
      </Form>
    </AuthShell>
  );
}

export default function RegisterFormPage() {
  return (
    <RequireSession>
      <RegisterForm />
    </RequireSession>
  );
}
