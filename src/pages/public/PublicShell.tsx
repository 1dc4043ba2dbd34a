import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL, LEGAL_PATHS } from "../../../resources/legal";
import { useTranslation } from "../../i18n/use-translation";
import { LanguageSwitch } from "../../i18n/LanguageSwitch";
import { getToken } from "../../../providers/storage";
import "./public.css";

/**
 * The frame of pages anyone may open: a slim header and the legal links. The words follow the
 * visitor's browser language (a customer scanning a shop's QR has no saved choice), and the header's
 * switch lets them pick another.
 */
export function PublicShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const { t } = useTranslation("payments");
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="public-logo" aria-label={t("public.home", { service: LEGAL.service })}>
          <img src="/galla.svg" alt="" width={28} height={28} />
          <span>{LEGAL.service}</span>
        </Link>
        <LanguageSwitch signedIn={Boolean(getToken())} />
      </header>
      <main className={narrow ? "public-main public-main-narrow" : "public-main"}>{children}</main>
      <footer className="public-footer">
        <Link to={LEGAL_PATHS.terms}>{t("public.terms")}</Link>
        <span aria-hidden="true">·</span>
        <Link to={LEGAL_PATHS.privacy}>{t("public.privacy")}</Link>
        <span aria-hidden="true">·</span>
        <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>
      </footer>
    </div>
  );
}
