import { Button } from "antd";
import { useNavigate } from "react-router";
import { TermsContent } from "../public/legal/TermsContent";
import "../public/public.css";
import { AuthShell } from "./AuthShell";
import { useTranslation } from "../../i18n/use-translation";

/** /auth/terms-conditions: the terms inside the sign-in flow, with a way back to where the user was. */
export default function AuthTermsPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("onboarding");
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate("/auth/login"));
  return (
    <AuthShell wide>
      <div className="auth-terms">
        <TermsContent />
      </div>
      <Button type="primary" size="large" block onClick={goBack} style={{ marginTop: 16 }}>
        {t("onboarding.back")}
      </Button>
    </AuthShell>
  );
}
