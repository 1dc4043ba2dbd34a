import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuthWords } from "../../i18n/auth-words";
import { LanguageSwitch } from "../../i18n/LanguageSwitch";
import { useBootFrameDismissed } from "../../layout/boot-frame";
import "./auth.css";

/**
 * The frame of every /auth screen: the brand panel beside sign-in on wide screens, one centred card
 * on phones (most owners sign in from a phone). Wide screens (the wizard) give the card the room.
 */
export function AuthShell({ children, wide = false, signedIn = false }: { children: ReactNode; wide?: boolean; signedIn?: boolean }) {
  const t = useAuthWords();
  useBootFrameDismissed(); // a guest sent here from a console page
  return (
    <div className={wide ? "auth-page auth-page-wide" : "auth-page"}>
      <aside className="auth-brand" aria-hidden="true">
        <div className="auth-brand-inner">
          <div className="auth-brand-logo">
            <img src="/galla.svg" alt="" width={40} height={40} />
            <span>Galla</span>
          </div>
          <h2>{t("brand.title")}</h2>
          <ul>
            <li>{t("brand.qr")}</li>
            <li>{t("brand.daily")}</li>
            <li>{t("brand.all")}</li>
          </ul>
        </div>
      </aside>
      <main className="auth-main">
        <div className={wide ? "auth-card auth-card-wide" : "auth-card"}>
          <div className="auth-language">
            <LanguageSwitch signedIn={signedIn} />
          </div>
          <Link to="/" className="auth-mobile-logo" aria-label="Galla">
            <img src="/galla.svg" alt="" width={32} height={32} />
            <span>Galla</span>
          </Link>
          {children}
        </div>
        <footer className="auth-footer">
          <Link to="/terms/terms-conditions">{t("terms")}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/policy/Privacy-Policy">{t("privacy")}</Link>
        </footer>
      </main>
    </div>
  );
}
