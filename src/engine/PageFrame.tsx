import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button, Skeleton } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import "./page-frame.css";

/**
 * The frame of a generated page: back arrow, title, the page's buttons, then the content on a
 * white panel. Our own rather than @refinedev/antd's List/Show/Create/Edit, which bring antd's
 * Card, Tabs, Breadcrumb and pro-layout's PageHeader (about 60 KB gzip) for the same look.
 */
export function PageFrame({ title, back, extra, loading = false, children }: { title: ReactNode; back?: string; extra?: ReactNode; loading?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="page-frame">
      <header className="page-frame-head">
        {back && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t("engine.back")} onClick={() => navigate(back)} />}
        <h1>{title}</h1>
        {extra && <div className="page-frame-extra">{extra}</div>}
      </header>
      <div className="page-frame-body">{loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}</div>
    </section>
  );
}
