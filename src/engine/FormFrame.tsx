import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button, type ButtonProps } from "antd";
import { SaveOutlined } from "@ant-design/icons";
import { PageFrame } from "./PageFrame";

/** A create/edit page: the form in a PageFrame with Save at the foot (Enter in a field submits too). */
export function FormFrame({ title, back, saveButtonProps, loading, children }: { title: string; back: string; saveButtonProps: ButtonProps; loading?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title} back={back} loading={loading}>
      {children}
      <div className="page-frame-foot">
        <Button type="primary" icon={<SaveOutlined />} {...saveButtonProps}>{t("engine.save")}</Button>
      </div>
    </PageFrame>
  );
}
