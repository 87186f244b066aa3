import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { CircleCheck } from "lucide-react";
import { RESET_PASSWORD_INPUT_MIN } from "@atelier/shared/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { PASSWORD_HINT, resetProblem } from "../password-rules";
import { AuthField, AuthShell } from "./auth-shell";

/** Reset password (docs/product.md#accounts): the form, then Password Reset Complete. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = React.useState("");
  const [confirmPassword, setConfirmPassword] = React.useState("");
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (token) return;
    // The id lets a second run of this effect (React's StrictMode) replace the toast, not stack it.
    toast.error("Invalid reset link", {
      id: "invalid-reset-link",
      description: "This password reset link is invalid or has expired.",
    });
    void navigate("/login", { replace: true });
  }, [token, navigate]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problem = resetProblem(password, confirmPassword);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success("Password reset successfully", {
            description: "You can now log in with your new password.",
          });
          setDone(true);
        },
        onError: (error) =>
          toast.error("Error", {
            description: errorMessage(error, "Failed to reset password. Please try again."),
          }),
      },
    );
  };

  if (done) {
    return (
      <AuthShell eyebrow="All set" title="Password Reset Complete">
        <div className="flex flex-col items-center gap-6 text-center">
          <CircleCheck
            className="size-9 text-secondary dark:text-camel-ink"
            strokeWidth={1}
            aria-hidden="true"
          />
          <p className="leading-relaxed text-muted-foreground">
            Your password has been changed. Log in with your new password to continue.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Continue to Login</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      eyebrow="Password help"
      title="Reset Password"
      lede="Choose a new password for your account."
    >
      <form onSubmit={submit} className="flex flex-col gap-6">
        <AuthField hint={PASSWORD_HINT} hintId="reset-password-hint">
          <Label htmlFor="reset-password">New password</Label>
          <Input
            id="reset-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={RESET_PASSWORD_INPUT_MIN}
            aria-describedby="reset-password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </AuthField>
        <AuthField>
          <Label htmlFor="reset-confirm-password">Confirm new password</Label>
          <Input
            id="reset-confirm-password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            minLength={RESET_PASSWORD_INPUT_MIN}
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </AuthField>
        <Button
          type="submit"
          size="lg"
          className="mt-2"
          disabled={!password || !confirmPassword || reset.isPending || !token}
        >
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </AuthShell>
  );
}
