import { useState } from "react";
import { Button, Form, Input, Typography } from "antd";
import { Link, Navigate, useNavigate } from "react-router";
import { http, errorMessage } from "../../../providers/http";
import { getToken } from "../../../providers/storage";
import { normalizeMobile } from "../../../resources/validators";
import { AuthShell } from "./AuthShell";
import { mobileRule } from "./formRules";
import { RESEND_GAP_SECONDS, readPendingSignIn, savePendingSignIn, waitSecondsFrom } from "./login-session";

interface LoginValues {
  mobile: string;
}

/** Step 1 of sign-in: the mobile number. The code goes out by SMS (the sandbox outbox in development). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [sending, setSending] = useState(false);

  if (getToken()) return <Navigate to="/galla/Dashboard" replace />;

  const send = async ({ mobile: typed }: LoginValues) => {
    const mobile = normalizeMobile(typed);
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
      form.setFields([{ name: "mobile", errors: [message] }]);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthShell>
      <h1>Sign in to Galla</h1>
      <p className="auth-sub">Enter your mobile number. We will send you a 6-digit code by SMS.</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={send} initialValues={{ mobile: readPendingSignIn()?.mobile ?? "" }}>
        <Form.Item
          name="mobile"
          label="Mobile number"
          rules={[{ required: true, message: "Please enter your mobile number" }, mobileRule()]}
          normalize={(v: string) => v.replace(/[^\d+\s]/g, "")}
          validateTrigger="onSubmit"
        >
          <Input
            addonBefore="+91"
            size="large"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98765 43210"
            maxLength={15}
            autoFocus
            aria-label="Mobile number"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={sending}>
          Get OTP
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 20, marginBottom: 0, fontSize: 13 }}>
        By continuing you agree to our <Link to="/auth/terms-conditions">Terms &amp; Conditions</Link> and{" "}
        <Link to="/policy/Privacy-Policy">Privacy Policy</Link>.
      </Typography.Paragraph>
    </AuthShell>
  );
}
