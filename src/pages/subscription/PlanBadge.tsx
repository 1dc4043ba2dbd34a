import { Tag } from "antd";

/** Spec §4: the label as a badge — ACTIVE, EXPIRED or a free-plan label. */
export function PlanBadge({ label }: { label: string }) {
  const color = label === "ACTIVE" ? "green" : label === "EXPIRED" ? "red" : "blue";
  return (
    <Tag color={color} data-testid="plan-badge" style={{ fontWeight: 600 }}>
      {label}
    </Tag>
  );
}
