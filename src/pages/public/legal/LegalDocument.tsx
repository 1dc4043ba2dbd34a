import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Typography } from "../../../ui/Typography";
import { useTranslation } from "../../../i18n/use-translation";
import { rich } from "../../../i18n/auth-words";
import { intlLocale } from "../../../../locales/languages";
import { LEGAL } from "./contact";

/**
 * A legal document's words, from locales/<language>/legal.json (a lazy namespace the legal routes
 * fetch with `withWords`): each section's body is a list of blocks, a string being a paragraph and
 * an array of strings a bulleted list. Inside a paragraph, "\n" breaks the line and three tags mark
 * what is more than text: <strong>…</strong>, <privacy>…</privacy> (a link to the privacy policy)
 * and <mail>address</mail> (a mailto link).
 */
type Block = string | string[];
interface Section {
  heading: string;
  body: Block[];
}
interface Doc {
  title: string;
  intro: string;
  sections: Section[];
}

const TAGS: Record<string, (text: string) => ReactNode> = {
  strong: (text) => <strong>{text}</strong>,
  privacy: (text) => <Link to="/policy/Privacy-Policy">{text}</Link>,
  mail: (text) => <a href={`mailto:${text}`}>{text}</a>,
};

const inline = (text: string) =>
  text.split("\n").map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {rich(line, TAGS)}
    </Fragment>
  ));

const block = (b: Block, i: number) =>
  Array.isArray(b) ? (
    <ul key={i}>
      {b.map((item, j) => (
        <li key={j}>{inline(item)}</li>
      ))}
    </ul>
  ) : (
    <Typography.Paragraph key={i}>{inline(b)}</Typography.Paragraph>
  );

/** A numbered legal document: title, date, then sections with anchors for linking to one clause. */
export function LegalDocument({ doc }: { doc: "terms" | "privacy" }) {
  const { t, i18n } = useTranslation("legal");
  const values = {
    service: LEGAL.service,
    supportEmail: LEGAL.supportEmail,
    grievanceEmail: LEGAL.grievanceEmail,
    replyDays: LEGAL.grievanceReplyDays,
    officer: t("contact.officer"),
    hours: t("contact.hours"),
    jurisdiction: t("contact.jurisdiction"),
  };
  const words = t(doc, { returnObjects: true, ...values }) as Doc | string;
  // Words not in yet (a route that did not fetch them): useTranslation fetches them and redraws.
  if (typeof words !== "object" || !Array.isArray(words.sections)) return null;
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? i18n.language), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${LEGAL.effectiveDate}T00:00:00Z`),
  );
  return (
    <article className="legal-doc">
      <Typography.Title level={1}>{words.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("updated", { date: updated })}</Typography.Paragraph>
      <Typography.Paragraph>{words.intro}</Typography.Paragraph>
      {words.sections.map((s, i) => (
        <section key={i} id={`section-${i + 1}`}>
          <Typography.Title level={2}>
            {i + 1}. {s.heading}
          </Typography.Title>
          {s.body.map(block)}
        </section>
      ))}
    </article>
  );
}
