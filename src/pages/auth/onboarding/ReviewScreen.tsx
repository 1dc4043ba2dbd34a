import { useState } from "react";
import { Alert, Button, Checkbox, Descriptions, Form } from "antd";
import { Typography } from "../../../ui/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { http, errorMessage } from "../../../../providers/http";
import { rememberBusiness } from "../../../../providers/chosen-business";
import { GST_STATES, formatMobile } from "../../../../resources/validators";
import { AuthShell } from "../AuthShell";
import { RequireSession } from "../RequireSession";
import { clearDraft, readDraft, saveCreated, toRequest, type BusinessDraft, type CreatedBusiness } from "./draft";
import { CONGRATULATION_PATH, STEPS, missingRequired, stepOfField, type StepKey } from "./steps";
import { WizardProgress } from "./WizardProgress";
import { useBusinessMasters } from "./fields/BusinessFields";
import { bankOfIfsc } from "./fields/banks";
import { useTranslation } from "../../../i18n/use-translation";
import { Trans } from "react-i18next";

const maskAccount = (n?: string) => (n ? `${"•".repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : undefined);
function summary(draft: BusinessDraft, t: (key: string) => string, category?: string): Record<StepKey, [string, React.ReactNode][]> {
  const f = (field: string) => t(`onboarding.fields.${field}`);
  return {
    business: [
      [f("businessName"), draft.business_name],
      [f("category"), category],
    ],
    contact: [
      [f("phone"), draft.phone && formatMobile(draft.phone)],
      [f("email"), draft.business_email],
    ],
    address: [
      [f("address"), draft.address],
      [f("city"), draft.city],
      [f("pincode"), draft.pincode],
      [f("state"), draft.state_code && GST_STATES[draft.state_code]],
    ],
    tax: [
      ["GSTIN", draft.gstin],
      ["PAN", draft.gstin ? draft.gstin.slice(2, 12) : draft.pan],
    ],
    bank: [
      [f("accountHolder"), draft.bank_account_name],
      [f("accountNumber"), maskAccount(draft.bank_account_number)],
      ["IFSC", draft.ifsc && `${draft.ifsc}${bankOfIfsc(draft.ifsc) ? ` (${bankOfIfsc(draft.ifsc)})` : ""}`],
    ],
    upi: [[f("upiId"), draft.upi_id]],
    logo: [[f("logo"), draft.business_logo_path ? <img src={draft.business_logo_path} alt={f("logo")} className="wizard-logo-preview" /> : undefined]],
  };
}

/** details7: everything at a glance, each part editable (detailsnew1…7), then one call creates the business. */
function Review() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation("onboarding");
  const queryClient = useQueryClient();
  const draft = readDraft();
  const masters = useBusinessMasters();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<{ message: string; field?: string }>();
  const missing = missingRequired(draft);
  const category = masters.data?.find((m) => m.id === draft.business_master_id)?.name;
  const rows = summary(draft, t, category);
  const none = <Typography.Text type="secondary">{t("onboarding.review.notAdded")}</Typography.Text>;
  const heading = (key: StepKey) => t(`onboarding.steps.${key}.heading`);

  const create = async () => {
    setCreating(true);
    setFailure(undefined);
    try {
      const { data } = await http.post<{ data: CreatedBusiness }>("/business/addBusiness", toRequest(draft));
      const business = data.data;
      saveCreated(business);
      clearDraft();
      // Switch to the new business (as the switcher does): the console opens on it.
      rememberBusiness(business);
      // The cached business list does not have it yet and would switch the console back to the first one.
      queryClient.removeQueries();
      navigate(CONGRATULATION_PATH, { replace: true });
    } catch (err) {
      setFailure({ message: errorMessage(err), field: (err as { field?: string }).field });
      setCreating(false);
    }
  };

  const failedStep = stepOfField(failure?.field);
  return (
    <AuthShell wide>
      <WizardProgress current={STEPS.length} />
      <h1>{t("onboarding.review.heading")}</h1>
      <p className="auth-sub">{t("onboarding.review.intro")}</p>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("onboarding.review.missing")}
          description={
            <>
              {missing.map((s) => (
                <div key={s.key}>
                  <Link to={s.editPath}>{t(`onboarding.steps.${s.key}.add`)}</Link>
                </div>
              ))}
            </>
          }
        />
      )}
      <div className="wizard-review">
        {STEPS.map((step) => (
          <Descriptions
            key={step.key}
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 12 }}
            title={t(`onboarding.steps.${step.key}.section`)}
            extra={
              <Link to={step.editPath} aria-label={t("onboarding.review.editStep", { heading: heading(step.key) })}>
                {t("onboarding.review.edit")}
              </Link>
            }
            items={rows[step.key].map(([label, value]) => ({ key: label, label, children: value || none }))}
          />
        ))}
      </div>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ margin: "12px 0" }}
          message={failure.message}
          action={failedStep ? <Link to={failedStep.editPath}>{t("onboarding.review.fix")}</Link> : undefined}
        />
      )}
      <Form layout="vertical" onFinish={create} requiredMark={false}>
        <Form.Item
          name="accept"
          valuePropName="checked"
          rules={[{ validator: async (_r, v) => { if (!v) throw new Error(t("validation.checked", { ns: "server" })); } }]}
        >
          <Checkbox>
            <Trans
              i18n={i18n}
              t={t}
              i18nKey="onboarding.review.agree"
              components={{ terms: <Link to="/auth/terms-conditions" />, privacy: <Link to="/policy/Privacy-Policy" /> }}
            />
          </Checkbox>
        </Form.Item>
        <div className="wizard-actions">
          <Button size="large" onClick={() => navigate(STEPS[STEPS.length - 1].path)}>
            {t("onboarding.back")}
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={creating} disabled={missing.length > 0}>
            {t("onboarding.review.create")}
          </Button>
        </div>
      </Form>
    </AuthShell>
  );
}

export default function ReviewScreen() {
  return (
    <RequireSession>
      <Review />
    </RequireSession>
  );
}
