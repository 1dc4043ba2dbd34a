import { Tag } from "antd";
import { planColor, usePlanLabel } from "../../layout/plan-label";

/** Spec §4: the label as a badge — ACTIVE, EXPIRED or a free-plan label. */
export function PlanBadge({ label }: { label: string }) {
  const say = usePlanLabel();
  return (
    <Tag color={planColor(label)} data-testid="plan-badge" style={{ fontWeight: 600 }}>
      {say(label)}
    </Tag>
  );
}
