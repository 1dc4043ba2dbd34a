import { Button, Popconfirm, Space, Tooltip } from "antd";
import { nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useDelete } from "@refinedev/core";
import { Link, useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import type { AccessAnswer } from "../../providers/access-control";
import { fillRoute } from "./route-path";

/** The provider's answers for a row's buttons (src/access/useAccess.ts). */
type Decision = Pick<AccessAnswer, "can" | "reason">;
export interface RowAccess {
  edit: Decision;
  delete: Decision;
}

/** A button the caller may not use stays visible but disabled, saying why (read-only staff, expired plan). */
function Guarded({ decision, children }: { decision: Decision; children: (disabled: boolean) => React.ReactNode }) {
  if (decision.can) return <>{children(false)}</>;
  return (
    <Tooltip title={decision.reason}>
      <span>{children(true)}</span>
    </Tooltip>
  );
}

/** Show / Edit / Delete for one row of a generated list; Delete asks first. */
export function RecordActions({ def, id, access }: { def: ResourceDef; id: number; access: RowAccess }) {
  const params = useParams();
  const { mutate: remove, mutation } = useDelete();
  const { t } = useTranslation();
  const noun = nounOf(def).toLowerCase();
  return (
    <Space size={4}>
      {def.routes.show && (
        <Link to={fillRoute(def.routes.show, { ...params, id })} aria-label={t("engine.show", { noun, id })}>
          <Button size="small" icon={<EyeOutlined />} tabIndex={-1} />
        </Link>
      )}
      {def.routes.edit && (
        <Guarded decision={access.edit}>
          {(disabled) =>
            disabled ? (
              <Button size="small" icon={<EditOutlined />} disabled aria-label={t("engine.editRow", { noun, id })} />
            ) : (
              <Link to={fillRoute(def.routes.edit!, { ...params, id })} aria-label={t("engine.editRow", { noun, id })}>
                <Button size="small" icon={<EditOutlined />} tabIndex={-1} />
              </Link>
            )
          }
        </Guarded>
      )}
      <Guarded decision={access.delete}>
        {(disabled) => (
          <Popconfirm
            title={t("engine.deleteConfirm", { noun })}
            okText={t("engine.delete")}
            cancelText={t("engine.keep")}
            okButtonProps={{ danger: true }}
            disabled={disabled}
            onConfirm={() => remove({ resource: def.name, id })}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} loading={mutation.isPending && mutation.variables?.id === id} aria-label={t("engine.deleteRow", { noun, id })} />
          </Popconfirm>
        )}
      </Guarded>
    </Space>
  );
}
