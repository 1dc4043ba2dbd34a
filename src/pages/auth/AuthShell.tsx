import type { ReactNode } from "react";
import { Link } from "react-router";
import "./auth.css";

/**
 * The frame of every /auth screen: the brand panel beside sign-in on wide screens, one centred card
 * on phones (most owners sign in from a phone). Wide screens (the wizard) give the card the room.
 */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "auth-page auth-page-wide" : "auth-page"}>
      <aside className="auth-brand" aria-hidden="true">
        <div className="auth-brand-inner">
          <div className="auth-brand-logo">
            <img src="/galla.svg" alt="" width={40} height={40} />
            <span>Galla</span>
          </div>
          <h2>Your shop's galla, now on your phone.</h2>
          <ul>
            <li>Collect payments on any UPI app with your own QR</li>
            <li>See every rupee that comes in, day by day</li>
            <li>Bills, staff, appointments and SMS in one place</li>
          </ul>
        </div>
      </aside>
      <main className="auth-main">
        <div className={wide ? "auth-card auth-card-wide" : "auth-card"}>
          <Link to="/" className="auth-mobile-logo" aria-label="Galla">
            <img src="/galla.svg" alt="" width={32} height={32} />
            <span>Galla</span>
          </Link>
          {children}
        </div>
        <footer className="auth-footer">
          <Link to="/terms/terms-conditions">Terms &amp; Conditions</Link>
          <span aria-hidden="true">·</span>
          <Link to="/policy/Privacy-Policy">Privacy Policy</Link>
        </footer>
      </main>
    </div>
  );
}
