import { Alert } from "antd";
import { LockOutlined } from "@ant-design/icons";

/**
 * Why a member sees an owner's control disabled or missing (the rule itself is the server's: a
 * capability with `owner: true`). Said where the eye lands first, above what it explains, so on a
 * phone it is read before the greyed form, not found below it. A note, not antd's default "alert": it
 * is there from the start and nothing went wrong, so a screen reader need not interrupt with it.
 */
export function OwnerOnlyNote(props: { text: string; testId: string }) {
  return <Alert type="info" showIcon icon={<LockOutlined />} message={props.text} data-testid={props.testId} role="note" />;
}
