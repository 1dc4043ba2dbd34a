import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { MODULES, type ModuleKey } from "../../resources/modules";
import { useTranslation } from "../i18n/use-translation";

/** What a module page shows while its subscription is EXPIRED: what happened and the way out. */
export default function UpgradePrompt({ module }: { module: ModuleKey }) {
  const navigate = useNavigate();
  const { t } = useTranslation("subscription");
  const info = MODULES[module];
  const title = t(`subscription.modules.${module}.title`, { defaultValue: info.title });
  const description = t(`subscription.modules.${module}.description`, { defaultValue: info.description });
  return (
    <Result
      status="warning"
      // The page's one h1 (the module's own page, with its title, is not drawn while it is expired).
      title={<h1 style={{ font: "inherit", margin: 0 }}>{t("subscription.expired", { module: title })}</h1>}
      subTitle={t("subscription.renew", { module: title, description })}
      extra={
        <Button type="primary" size="large" onClick={() => navigate(`/subscription/${module}`)} data-testid="upgrade-prompt">
          {t("subscription.upgrade", { module: title })}
        </Button>
      }
    />
  );
}
