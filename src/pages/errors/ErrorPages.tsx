import { Button, Result } from "antd";
import { Link } from "react-router";
import { getToken } from "../../../providers/storage";
import { useTranslation } from "../../i18n/use-translation";
import { useBootFrameDismissed } from "../../layout/boot-frame";

/** Signed-in users go back to their dashboard; guests to sign in. */
function ErrorPage({ status, code, say }: { status: "403" | "404" | "500"; code: string; say: string }) {
  const { t } = useTranslation("payments");
  useBootFrameDismissed(); // a guest's page that does not exist was sent with the console's frame
  const home = getToken() ? (
    <Link to="/galla/Dashboard">
      <Button type="primary">{t("errorPage.dashboard")}</Button>
    </Link>
  ) : (
    <Link to="/">
      <Button type="primary">{t("errorPage.signIn")}</Button>
    </Link>
  );
  return <Result status={status} title={code} subTitle={t(`errorPage.${say}`)} extra={home} />;
}

export const Error401 = () => <ErrorPage status="403" code="401" say="notAllowed" />;
export const Error404 = () => <ErrorPage status="404" code="404" say="notFound" />;
export const Error500 = () => <ErrorPage status="500" code="500" say="failed" />;
