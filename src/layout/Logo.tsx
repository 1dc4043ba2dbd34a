import { Link } from "react-router";
import { useTranslation } from "../i18n/use-translation";

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/galla/Dashboard" className="galla-logo" aria-label={t("shell.home")}>
      <img src="/galla.svg" alt="" width={32} height={32} />
      <span>Galla</span>
    </Link>
  );
}
