import { Select, Tooltip } from "antd";
import { useTranslation } from "../i18n/use-translation";
import { truncateBusinessName } from "../../resources/access-policy";
import { useBusiness } from "../business/BusinessContext";

/** Spec §2: the business name cut to 20 characters plus an ellipsis; the full name on hover. */
export function BusinessSwitcher() {
  const { businesses, current, switchBusiness } = useBusiness();
  const { t } = useTranslation();
  return (
    <Tooltip title={current?.business_name} placement="right">
      <Select
        className="galla-business-switcher"
        aria-label={t("shell.currentBusiness")}
        value={current?.id}
        loading={!current}
        onChange={switchBusiness}
        popupMatchSelectWidth={false}
        options={businesses.map((b) => ({
          value: b.id,
          label: <span title={b.business_name}>{truncateBusinessName(b.business_name)}</span>,
        }))}
        style={{ width: "100%" }}
      />
    </Tooltip>
  );
}
