import * as React from "react";
import { Link } from "@/lib/router";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useForgotPassword } from "../api/forgot-password";
import { AuthOutcome, AuthShell, authLinkClass, EmailField } from "./auth-shell";

/** Forgot password (docs/product.md#accounts): the form, then the Check Your Email confirmation. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = React.useState("");
  const [sent, setSent] = React.useState(false);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The hook shows the toasts; the form shows the confirmation.
    forgot.mutate({ email }, { onSuccess: () => setSent(true) });
  };

  if (sent) {
    return (
      <AuthOutcome
        eyebrow="Password help"
        title="Check Your Email"
        icon={<MailCheck className="size-9 text-camel-ink" strokeWidth={1} aria-hidden="true" />}
        action={
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to Login</Link>
          </Button>
        }
      >
        <p className="leading-relaxed text-muted-foreground">
          If an account exists for{" "}
          <span className="break-words text-foreground">{email.trim()}</span>, a link to choose a
          new password is on its way. It works for one hour.
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing arrived? Look in your spam folder, or{" "}
          <button
            type="button"
            className={`${authLinkClass} cursor-pointer`}
            onClick={() => setSent(false)}
          >
            try again
          </button>
          .
        </p>
      </AuthOutcome>
    );
  }

  return (
    <AuthShell
      eyebrow="Password help"
      title="Forgot Password"
      lede="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={authLinkClass}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-6">
        <EmailField id="forgot-email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthShell>
  );
}
