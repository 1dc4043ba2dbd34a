import { Grid, Progress, Steps } from "antd";
import { STEPS } from "./steps";

const TITLES = [...STEPS.map((s) => s.title), "Review"];

/** All eight steps on a wide screen; on a phone one line "Step 3 of 8 · Address" and a bar. */
export function WizardProgress({ current }: { current: number }) {
  const screens = Grid.useBreakpoint();
  if (screens.md) {
    return <Steps className="wizard-progress" size="small" labelPlacement="vertical" current={current} responsive={false} items={TITLES.map((title) => ({ title }))} />;
  }
  return (
    <div className="wizard-progress-compact" aria-label={`Step ${current + 1} of ${TITLES.length}`}>
      <div className="wizard-step-label">
        <span>
          Step {current + 1} of {TITLES.length}
        </span>
        <span>{TITLES[current]}</span>
      </div>
      <Progress percent={Math.round(((current + 1) / TITLES.length) * 100)} showInfo={false} size="small" />
    </div>
  );
}
