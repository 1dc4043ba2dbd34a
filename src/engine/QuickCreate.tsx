import { Modal } from "antd";
import { useForm } from "@refinedev/antd";
import { ResourceForm } from "./ResourceForm";
import type { QuickCreateProps } from "./quick-create-slot";
import { nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";

/**
 * "+ Add" from a relation picker: the related resource's own generated form in a small dialog; the new
 * record is handed back to the picker, which selects it, and the owner never leaves the form they were on.
 */
export default function QuickCreate({ def, initialText, onCreated, onClose }: QuickCreateProps) {
  const { t } = useTranslation();
  const { formProps, saveButtonProps } = useForm({
    resource: def.name,
    action: "create",
    redirect: false,
    // The dialog is its own small form: closing it is the way out, not a leave-page prompt.
    warnWhenUnsavedChanges: false,
    onMutationSuccess: ({ data }) => onCreated(data as Record<string, unknown> & { id: number }),
  });
  const title = def.fields.find((f) => f.name === def.titleField);
  return (
    <Modal
      open
      title={t("engine.add", { noun: nounOf(def).toLowerCase() })}
      okText={t("engine.addAndSelect")}
      cancelText={t("onboarding.cancel")}
      onOk={() => formProps.form?.submit()}
      okButtonProps={{ loading: saveButtonProps.loading }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <ResourceForm def={def} formProps={{ ...formProps, initialValues: initialText && title?.type === "text" ? { [title.name]: initialText } : undefined }} />
    </Modal>
  );
}
