import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL } from "./legal/contact";
import "./public.css";

/** The frame of pages anyone may open: a slim header and the legal links. */
export function PublicShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="public-logo" aria-label={`${LEGAL.service} home`}>
          <img src="/galla.svg" alt="" width={28} height={28} />
          <span>{LEGAL.service}</span>
        </Link>
      </header>
      <main className={narrow ? "public-main public-main-narrow" : "public-main"}>{children}</main>
      <footer className="public-footer">
        <Link to="/terms/terms-conditions">Terms &amp; Conditions</Link>
        <span aria-hidden="true">·</span>
        <Link to="/policy/Privacy-Policy">Privacy Policy</Link>
        <span aria-hidden="true">·</span>
        <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>
      </footer>
    </div>
  );
}
