import { Grid, Progress, Steps } from "antd";
import { useTranslation } from "../../../i18n/use-translation";
import { STEPS } from "./steps";

/** All eight steps on a wide screen; on a phone one line "Step 3 of 8 · Address" and a bar. */
export function WizardProgress({ current }: { current: number }) {
  const { t } = useTranslation("onboarding");
  const screens = Grid.useBreakpoint();
  const titles = [...STEPS.map((s) => t(`onboarding.steps.${s.key}.title`)), t("onboarding.review.title")];
  if (screens.md) {
    return <Steps className="wizard-progress" size="small" labelPlacement="vertical" current={current} responsive={false} items={titles.map((title) => ({ title }))} />;
  }
  const stepOf = t("onboarding.stepOf", { current: current + 1, total: titles.length });
  return (
    <div className="wizard-progress-compact" aria-label={stepOf}>
      <div className="wizard-step-label">
        <span>{stepOf}</span>
        <span>{titles[current]}</span>
      </div>
      <Progress percent={Math.round(((current + 1) / titles.length) * 100)} showInfo={false} size="small" />
    </div>
  );
}
