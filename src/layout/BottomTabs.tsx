import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { FileAddOutlined, HomeOutlined, QrcodeOutlined, TransactionOutlined } from "@ant-design/icons";
import type { MenuSection } from "../../resources/types";
import { useMenuAccess } from "./useMenuAccess";

interface Tab {
  key: string;
  label: string;
  path: string;
  section: MenuSection;
  glyph: ReactNode;
}

/** The jobs an owner does many times a day, a thumb away (the PhonePe Business / Vyapar pattern). */
export const TABS: Tab[] = [
  { key: "home", label: "Home", path: "/galla/Dashboard", section: "PAYMENTS", glyph: <HomeOutlined /> },
  { key: "my-qr", label: "My QR", path: "/MyQR", section: "PAYMENTS", glyph: <QrcodeOutlined /> },
  { key: "new-sale", label: "New sale", path: "/sales&purchase/manage_party/addsale", section: "SALES & PURCHASE", glyph: <FileAddOutlined /> },
  { key: "payments", label: "Payments", path: "/galla/Transactions", section: "PAYMENTS", glyph: <TransactionOutlined /> },
];

/** Phones and small tablets only (drawn below 992 px by ConsoleLayout); a tab the caller may not use is not shown. */
export function BottomTabs() {
  const { pathname } = useLocation();
  const allowed = useMenuAccess(TABS);
  const { t: say } = useTranslation();
  const tabs = TABS.filter((t) => allowed(t));
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={say("shell.quickActions")} className="galla-tabbar galla-phone-only">
      <ul>
        {tabs.map((t) => (
          <li key={t.key}>
            <Link to={t.path} aria-current={pathname === t.path ? "page" : undefined}>
              {t.glyph}
              <span>{say(`tabs.${t.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
