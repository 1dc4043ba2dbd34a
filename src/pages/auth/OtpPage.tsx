import { useEffect, useRef, useState } from "react";
import { Alert, Button, Input } from "antd";
import { Typography } from "../../ui/Typography";
import { useLogin } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "react-router";
import { http, errorMessage } from "../../../providers/http";
import { clearAll } from "../../../providers/storage";
import { formatMobile } from "../../../resources/validators";
import { AuthShell } from "./AuthShell";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/use-translation";
import { RESEND_GAP_SECONDS, clearPendingSignIn, readPendingSignIn, savePendingSignIn, waitSecondsFrom } from "./login-session";

const OTP_LENGTH = 6;

/** Seconds left until `at`, ticking once a second. */
function useSecondsUntil(at: number) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** Step 2 of sign-in: the 6-digit code. Verifying goes through Refine's login (providers/auth-provider.ts). */
export default function OtpPage() {
  // Read once: the sign-in is cleared on success, and this screen must not bounce to /auth/login meanwhile.
  const [pending] = useState(readPendingSignIn);
  const [resendAt, setResendAt] = useState(pending?.resendAt ?? 0);
  const secondsLeft = useSecondsUntil(resendAt);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  // A wrong code is answered beside the boxes, not also in a toast: this replaces Refine's default
  // onSuccess (toast + redirect) with the redirect alone. The auth queries were dropped before the
  // call, so the guard asks afresh.
  const { mutateAsync: login, isPending: verifying } = useLogin<{ mobile: string; otp: string }>({
    mutationOptions: {
      onSuccess: (result) => {
        if (!result.success) return;
        clearPendingSignIn();
        if (result.redirectTo) navigate(result.redirectTo, { replace: true });
      },
    },
  });
  // One verification per typed code: the boxes fire onChange again on re-render.
  const submitted = useRef<string | null>(null);

  if (!pending) return <Navigate to="/auth/login" replace />;
  const { mobile } = pending;

  const verify = async (otp: string) => {
    if (!/^\d{6}$/.test(otp) || submitted.current === otp) return;
    submitted.current = otp;
    setError(undefined);
    setNotice(undefined);
    // A new sign-in starts clean: nothing of an earlier session or business may leak into this one.
    clearAll();
    queryClient.removeQueries();
    const result = await login({ mobile, otp });
    if (!result.success) {
      setError(result.error?.message ?? t("otp.failed"));
      setCode("");
      submitted.current = null;
    }
  };

  const resend = async () => {
    setResending(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await http.post("/auth/otp", { mobile }, { skipAuth: true });
      const at = Date.now() + RESEND_GAP_SECONDS * 1000;
      savePendingSignIn({ mobile, resendAt: at });
      setResendAt(at);
      setCode("");
      submitted.current = null;
      setNotice(t("otp.newCode", { mobile: formatMobile(mobile) }));
    } catch (err) {
      const message = errorMessage(err);
      const wait = waitSecondsFrom(message);
      if (wait !== null) {
        const at = Date.now() + wait * 1000;
        savePendingSignIn({ mobile, resendAt: at });
        setResendAt(at);
      }
      setError(message);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthShell>
      <h1>{t("otp.title")}</h1>
      <p className="auth-sub">
        <Trans i18n={i18n} t={t} i18nKey="otp.sentTo" values={{ mobile: formatMobile(mobile) }} components={{ strong: <strong /> }} />{" "}
        <Link to="/auth/login" onClick={() => clearPendingSignIn()}>
          {t("otp.changeNumber")}
        </Link>
      </p>
      <form
        className="auth-otp"
        onSubmit={(e) => {
          e.preventDefault();
          submitted.current = null;
          void verify(code);
        }}
      >
        <Input.OTP
          length={OTP_LENGTH}
          size="large"
          value={code}
          autoFocus
          status={error ? "error" : undefined}
          formatter={(v) => v.replace(/\D/g, "")}
          onInput={(chars) => setCode(chars.join(""))}
          onChange={(value) => {
            setCode(value);
            void verify(value);
          }}
          aria-label={t("otp.codeLabel")}
        />
        {error && <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} role="alert" />}
        {notice && !error && <Alert type="success" showIcon message={notice} style={{ marginTop: 16 }} />}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={verifying}
          disabled={code.length !== OTP_LENGTH}
          style={{ marginTop: 20 }}
        >
          {t("otp.verify")}
        </Button>
      </form>
      <div className="auth-resend">
        <Typography.Text type="secondary">{t("otp.noCode")}</Typography.Text>
        {secondsLeft > 0 ? (
          <Typography.Text type="secondary" data-testid="resend-countdown">
            {t("otp.resendIn", { time: mmss(secondsLeft) })}
          </Typography.Text>
        ) : (
          <Button type="link" onClick={resend} loading={resending} style={{ padding: 0 }}>
            {t("otp.resend")}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 13 }}>
        {t("otp.validity")}
      </Typography.Paragraph>
    </AuthShell>
  );
}
