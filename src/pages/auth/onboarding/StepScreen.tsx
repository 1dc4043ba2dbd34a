import type { ComponentType } from "react";
import { Button, Form } from "antd";
import { Link, Navigate, useNavigate } from "react-router";
import { getBusinessId } from "../../../../providers/storage";
import { AuthShell } from "../AuthShell";
import { RequireSession } from "../RequireSession";
import { readDraft, saveDraft, type BusinessDraft } from "./draft";
import { REVIEW_PATH, STEPS, type StepKey } from "./steps";
import { WizardProgress } from "./WizardProgress";
import { useTranslation } from "../../../i18n/use-translation";
import { BusinessFields } from "./fields/BusinessFields";
import { ContactFields, cleanContact } from "./fields/ContactFields";
import { AddressFields } from "./fields/AddressFields";
import { TaxFields, cleanTax } from "./fields/TaxFields";
import { BankFields, bankInitialValues, cleanBank } from "./fields/BankFields";
import { UpiFields } from "./fields/UpiFields";
import { LogoFields } from "./fields/LogoFields";

// What antd's Form hands a step: each step picks and converts its own fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

interface StepContent {
  Fields: ComponentType;
  /** From the form's values to the draft's fields. */
  clean?: (values: Values) => Partial<BusinessDraft>;
  initial?: (draft: BusinessDraft) => Values;
}

const CONTENT: Record<StepKey, StepContent> = {
  business: { Fields: BusinessFields, clean: (v) => ({ business_name: v.business_name?.trim(), business_master_id: v.business_master_id }) },
  contact: { Fields: ContactFields, clean: cleanContact },
  address: { Fields: AddressFields, clean: (v) => ({ address: v.address?.trim(), city: v.city?.trim(), pincode: v.pincode, state_code: v.state_code }) },
  tax: { Fields: TaxFields, clean: cleanTax },
  bank: { Fields: BankFields, clean: cleanBank, initial: bankInitialValues },
  upi: { Fields: UpiFields, clean: (v) => ({ upi_id: v.upi_id?.trim() }) },
  logo: { Fields: LogoFields, clean: (v) => ({ business_logo_path: v.business_logo_path ?? "" }) },
};

/**
 * One step of the business wizard. "forward" walks to the next step; "edit" (the detailsnew* paths,
 * opened from the review) saves and returns to the review.
 */
function Step({ stepKey, mode }: { stepKey: StepKey; mode: "forward" | "edit" }) {
  const navigate = useNavigate();
  const { t } = useTranslation("onboarding");
  const [form] = Form.useForm<Values>();
  const index = STEPS.findIndex((s) => s.key === stepKey);
  const step = STEPS[index];
  const content = CONTENT[stepKey];
  const draft = readDraft();

  // Later steps need a business to belong to: without a name and category start at the beginning.
  if (index > 0 && !(draft.business_name && draft.business_master_id)) return <Navigate to={STEPS[0].path} replace />;

  const next = mode === "edit" ? REVIEW_PATH : (STEPS[index + 1]?.path ?? REVIEW_PATH);
  const back = mode === "edit" ? REVIEW_PATH : index > 0 ? STEPS[index - 1].path : null;
  const keep = (values: Values) => saveDraft(content.clean ? content.clean(values) : values);
  // An owner who already has a business came here from the console's Add Business: let them leave.
  const canLeave = mode === "forward" && index === 0 && Boolean(getBusinessId());

  return (
    <AuthShell wide>
      {mode === "forward" ? <WizardProgress current={index} /> : null}
      <h1>{mode === "edit" ? t("onboarding.editHeading", { heading: t(`onboarding.steps.${stepKey}.heading`) }) : t(`onboarding.steps.${stepKey}.heading`)}</h1>
      <p className="auth-sub">{t(`onboarding.steps.${stepKey}.intro`)}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={step.optional ? false : "optional"}
        initialValues={{ ...draft, ...content.initial?.(draft) }}
        onFinish={(values) => {
          keep(values);
          navigate(next);
        }}
        scrollToFirstError
      >
        <content.Fields />
        <div className="wizard-actions">
          {mode === "edit" ? (
            <Link to={REVIEW_PATH}>
              <Button size="large">{t("onboarding.cancel")}</Button>
            </Link>
          ) : back ? (
            <Button
              size="large"
              onClick={() => {
                // Going back keeps what was typed, checked or not: it is checked again on the way forward.
                keep(form.getFieldsValue());
                navigate(back);
              }}
            >
              {t("onboarding.back")}
            </Button>
          ) : canLeave ? (
            <Link to="/galla/Dashboard">
              <Button size="large">{t("onboarding.cancel")}</Button>
            </Link>
          ) : (
            <span />
          )}
          <Button type="primary" htmlType="submit" size="large">
            {t(mode === "edit" ? "onboarding.saveChanges" : step.optional ? "onboarding.saveContinue" : "onboarding.continue")}
          </Button>
        </div>
        {mode === "forward" && step.optional && (
          <div style={{ textAlign: "right", marginTop: 12 }}>
            <Button type="link" onClick={() => navigate(next)} style={{ padding: 0 }}>
              {t("onboarding.skip")}
            </Button>
          </div>
        )}
      </Form>
    </AuthShell>
  );
}

export function StepScreen(props: { stepKey: StepKey; mode: "forward" | "edit" }) {
  return (
    <RequireSession>
      {/* A fresh form per path: forward and edit screens of one step must not share state. */}
      <Step key={`${props.stepKey}-${props.mode}`} {...props} />
    </RequireSession>
  );
}
