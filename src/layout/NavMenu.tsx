import { Button, Skeleton, Tag } from "antd";
import { useTranslation } from "../i18n/use-translation";
import { planColor, usePlanLabel } from "./plan-label";
import { resources } from "../../resources/registry";
import { titleOf } from "../i18n/words";
import { PlusOutlined, RocketOutlined } from "@ant-design/icons";
import { Link, useLocation, useNavigate } from "react-router";
import { useBusiness } from "../business/BusinessContext";
import { BusinessSwitcher } from "./BusinessSwitcher";
import { iconFor } from "./icons";
import { allMenuEntries, menuFor } from "./menu";
import { useMenuAccess } from "./useMenuAccess";
import { useAllowed } from "../access/useAccess";

const byName = new Map(resources.map((r) => [r.name, r]));


/**
 * The whole navigation: business switcher, Add Business and every section the caller may see.
 * The desktop sider and the phone's Menu drawer both draw this one component. Plain lists of
 * links (not a menu widget): a screen reader announces "list, 3 items" per section, and Upgrade,
 * a button, may sit beside a section's name without breaking the list's structure.
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { subscription, masterId } = useBusiness();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const allowed = useMenuAccess(allMenuEntries);
  const canAddBusiness = useAllowed("business", "create");
  const canUpgrade = useAllowed("subscription", "edit");
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  // A resource's entry is its declared label in the current language; a custom page's, its menu key.
  const labelOf = (e: { key: string; label: string; resource?: string }) =>
    e.resource && e.key === e.resource && byName.has(e.resource) ? titleOf(byName.get(e.resource)!) : t(`menu.${e.key}`, { defaultValue: e.label });

  // Spec §2: the sections stay hidden until the subscription data has loaded.
  const sections = subscription ? menuFor(masterId, undefined, allowed) : [];
  return (
    <>
      <div className="galla-sider-top">
        <BusinessSwitcher />
        {canAddBusiness && (
          <Link to="/auth/BasicBusinessDetails" className="galla-add-business" onClick={onNavigate}>
            <PlusOutlined /> {t("shell.addBusiness")}
          </Link>
        )}
      </div>
      {subscription ? (
        <nav aria-label={t("shell.sections")} className="galla-menu">
          {sections.map(({ section, module, entries }) => {
            const plan = module ? subscription.business_subscription[module] : undefined;
            const headingId = `nav-${section.replace(/\W+/g, "-").toLowerCase()}`;
            return (
              <div key={section} className="galla-nav-group">
                <div className="galla-menu-section">
                  <span id={headingId}>{t(`sections.${section}`)}</span>
                  {plan && <Tag className="galla-plan-tag" color={planColor(plan.label)}>{planLabel(plan.label)}</Tag>}
                  {canUpgrade && plan?.is_upgradable === "1" && (
                    <Button
                      size="small"
                      type="link"
                      icon={<RocketOutlined />}
                      title={plan.upgradable_text}
                      onClick={() => {
                        onNavigate?.();
                        navigate(`/subscription/${module}`);
                      }}
                    >
                      {t("shell.upgrade")}
                    </Button>
                  )}
                </div>
                <ul aria-labelledby={headingId}>
                  {entries.map((e) => (
                    <li key={e.key}>
                      <Link to={e.path} className="galla-nav-link" aria-current={e.path === pathname ? "page" : undefined} onClick={onNavigate}>
                        {/* Decorative: the link is named by its label alone, not "calendar Appointments". */}
                        <span aria-hidden="true">{iconFor(e.icon)}</span>
                        <span>{labelOf(e)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 16 }} />
      )}
    </>
  );
}
