import { Button, Popover } from "antd";
import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "../i18n/use-translation";
import type { FieldDef } from "../../resources/types";
import "./jargon-help.css";

/** The terms owners meet without being told what they mean (issue 14); each has a term and a help text per language. */
export type Jargon = "vpa" | "dlt" | "placeOfSupply" | "hsn" | "paymentIn" | "paymentOut";

/** Which declared fields are jargon: by their type or name, whatever a resource calls them. */
export function jargonOf(field: Pick<FieldDef, "name" | "type">): Jargon | undefined {
  if (field.type === "vpa") return "vpa";
  if (field.name === "dlt_template_id") return "dlt";
  if (field.name === "hsn") return "hsn";
  if (field.name === "state" || field.name === "place_of_supply") return "placeOfSupply";
  return undefined;
}

/**
 * A small "?" beside a jargon term: a real button (Tab reaches it, Enter or Space opens it) that
 * opens a short help text in plain words. Escape or a click elsewhere closes it.
 */
export function JargonHelp({ term }: { term: Jargon }) {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" title={t(`jargon.${term}.term`)} content={<p className="jargon-help-text">{t(`jargon.${term}.help`)}</p>}>
      <Button type="text" size="small" className="jargon-help" icon={<QuestionCircleOutlined />} aria-label={t("jargon.ask", { term: t(`jargon.${term}.term`) })} />
    </Popover>
  );
}

/** A form label, with its help when the field is jargon. */
export function JargonLabel({ text, field }: { text: string; field?: Pick<FieldDef, "name" | "type"> }) {
  const term = field && jargonOf(field);
  if (!term) return <>{text}</>;
  return (
    <span className="jargon-label">
      {text}
      <JargonHelp term={term} />
    </span>
  );
}
