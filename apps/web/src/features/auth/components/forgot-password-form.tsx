import * as React from "react";
import { Link } from "@/lib/router";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForgotPassword } from "../api/forgot-password";
import { AuthField, AuthShell, authLinkClass } from "./auth-shell";

/** Forgot password (docs/product.md#accounts): the form, then the Check Your Email confirmation. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = React.useState("");
  const [sent, setSent] = React.useState(false);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgot.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success("Reset link sent", {
            description: "Please check your email for password reset instructions.",
          });
          setSent(true);
        },
        onError: (error) =>
          toast.error("Error", {
            description: errorMessage(error, "Failed to send reset link. Please try again."),
          }),
      },
    );
  };

  if (sent) {
    return (
      <AuthShell eyebrow="Password help" title="Check Your Email">
        <div className="flex flex-col items-center gap-6 text-center">
          <MailCheck className="size-9 text-camel-ink" strokeWidth={1} aria-hidden="true" />
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
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthShell>
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
        <AuthField>
          <Label htmlFor="forgot-email">Email</Label>
          <Input
            id="forgot-email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </AuthField>
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthShell>
  );
}
