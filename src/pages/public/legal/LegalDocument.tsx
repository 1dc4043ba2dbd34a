import type { ReactNode } from "react";
import { Typography } from "../../../ui/Typography";
import { useTranslation } from "../../../i18n/use-translation";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A numbered legal document: title, date, then sections with anchors for linking to one clause. */
export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  const { t } = useTranslation("payments");
  return (
    <article className="legal-doc">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("public.updated", { date: updated })}</Typography.Paragraph>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      {sections.map((s, i) => (
        <section key={s.heading} id={`section-${i + 1}`}>
          <Typography.Title level={2}>
            {i + 1}. {s.heading}
          </Typography.Title>
          {s.body}
        </section>
      ))}
    </article>
  );
}
