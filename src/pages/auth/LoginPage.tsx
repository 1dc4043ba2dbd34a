import { useState, type FormEvent } from "react";
import { Button } from "antd";
import Input from "antd/es/input/Input";
import { Link, Navigate, useNavigate } from "react-router";
import { rich, useAuthWords } from "../../i18n/auth-words";
import { http, errorMessage } from "../../../providers/http";
import { getToken } from "../../../providers/storage";
import { checks, normalizeMobile } from "../../../resources/validators";
import { AuthShell } from "./AuthShell";
import { RESEND_GAP_SECONDS, readPendingSignIn, savePendingSignIn, waitSecondsFrom } from "./login-session";

/** The same check the server runs on the number (resources/validators.ts), in the same words. */
function mobileError(typed: string, t: ReturnType<typeof useAuthWords>): string | undefined {
  if (typed.trim() === "") return t("login.enterMobile");
  return checks.mobile(normalizeMobile(typed.trim()), t("login.mobile"), () => t("login.invalidMobile"));
}

/**
 * Step 1 of sign-in: the mobile number. The code goes out by SMS (the sandbox outbox in development).
 * One field, so a plain form: this screen is rendered outside Refine and antd's Form machinery to
 * stay within the login bundle budget (cheap phones on slow connections open it first).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const t = useAuthWords();
  const [typed, setTyped] = useState(() => readPendingSignIn()?.mobile ?? "");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  if (getToken()) return <Navigate to="/galla/Dashboard" replace />;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = mobileError(typed, t);
    setError(invalid);
    if (invalid) return;
    const mobile = normalizeMobile(typed.trim());
    setSending(true);
    try {
      await http.post("/auth/otp", { mobile }, { skipAuth: true });
      savePendingSignIn({ mobile, resendAt: Date.now() + RESEND_GAP_SECONDS * 1000 });
      navigate("/auth/Otp");
    } catch (err) {
      const message = errorMessage(err);
      const wait = waitSecondsFrom(message);
      // A code already went to this number moments ago: it is still good, so go and type it.
      if (wait !== null && readPendingSignIn()?.mobile === mobile) {
        savePendingSignIn({ mobile, resendAt: Date.now() + wait * 1000 });
        navigate("/auth/Otp");
        return;
      }
      setError(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthShell>
      <h1>{t("login.title")}</h1>
      <p className="auth-sub">{t("login.sub")}</p>
      <form onSubmit={send} noValidate>
        <label className="auth-label" htmlFor="login-mobile">
          {t("login.mobile")}
        </label>
        <Input
          id="login-mobile"
          prefix={<span className="auth-prefix">+91</span>}
          size="large"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          maxLength={15}
          autoFocus
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value.replace(/[^\d+\s]/g, ""));
            setError(undefined);
          }}
          status={error ? "error" : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "login-mobile-error" : undefined}
        />
        <div className="auth-field-error" id="login-mobile-error" role="alert">
          {error}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={sending}>
          {t("login.getOtp")}
        </Button>
      </form>
      <p className="auth-consent">
        {rich(t("login.consent"), {
          terms: (text) => <Link to="/auth/terms-conditions">{text}</Link>,
          privacy: (text) => <Link to="/policy/Privacy-Policy">{text}</Link>,
        })}
      </p>
    </AuthShell>
  );
}
