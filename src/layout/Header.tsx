import { Button, Layout, Tag } from "antd";
import { useTranslation } from "../i18n/use-translation";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { LogoutOutlined, MenuOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../providers/http";
import { formatRupees } from "../../resources/money";
import { useBusiness } from "../business/BusinessContext";
import { AddWalletButton } from "../wallet/AddWalletButton";
import { Logo } from "./Logo";
import { useAllowed } from "../access/useAccess";

const useSandboxMode = () =>
  useQuery({
    queryKey: ["health"],
    queryFn: async () => (await http.get<{ sandbox: { sms: boolean; gateway: boolean } }>("/health")).data.sandbox,
    staleTime: Infinity,
  }).data;

/**
 * The top bar. Below 992 px the Menu button opens the navigation drawer and Sign Out moves into
 * it; below 576 px the bar compacts (styles.css) so the balance and Add Wallet stay in view.
 * The balance and Add Wallet show only to those the access policy lets see the wallet.
 */
export function Header({ menuOpen, onMenu, onSignOut }: { menuOpen: boolean; onMenu: () => void; onSignOut: () => void }) {
  const { balance } = useBusiness();
  const sandbox = useSandboxMode();
  const canSeeBalance = useAllowed("wallet", "show");
  const canTopUp = useAllowed("wallet", "create");
  const { t } = useTranslation();

  return (
    <Layout.Header className="galla-header">
      <div className="galla-header-row">
        <div className="galla-header-start">
          <Button
            className="galla-phone-only galla-menu-button"
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label={t("shell.menu")}
            aria-expanded={menuOpen}
            onClick={onMenu}
          />
          <Logo />
          {sandbox && (sandbox.gateway || sandbox.sms) && (
            <Tag color="orange" className="galla-sandbox-tag" title={t("shell.sandboxHint")}>
              {t("shell.sandbox")}
            </Tag>
          )}
        </div>
        <div className="galla-header-end">
          {canSeeBalance && (
            <span className="galla-balance" data-testid="wallet-balance">
              <span className="galla-balance-label">{t("shell.balance")}</span>
              <strong>{balance === undefined ? "…" : formatRupees(balance)}</strong>
            </span>
          )}
          {/* On a phone the compact bar has no room for it: the Menu drawer holds it beside Sign Out. */}
          <span className="galla-desktop-only">
            <LanguageSwitch signedIn />
          </span>
          {canTopUp && <AddWalletButton />}
          <Button className="galla-desktop-only" icon={<LogoutOutlined />} onClick={onSignOut}>
            {t("shell.signOut")}
          </Button>
        </div>
      </div>
    </Layout.Header>
  );
}
