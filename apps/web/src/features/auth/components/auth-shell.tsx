import { useT } from "@/i18n";
import type * as React from "react";
import { Check } from "lucide-react";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/**
 * The frame of the account pages: a narrow column, an eyebrow and a serif title over a fine
 * ornament, then the form on a card. Quiet on purpose: the form is the only thing to do here.
 */
export function AuthShell({
  eyebrow,
  title,
  lede,
  children,
  footer,
  className,
}: {
  eyebrow: string;
  title: string;
  lede?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn("mx-auto flex w-full max-w-md flex-col gap-8 px-4 py-12 sm:py-20", className)}
    >
      <header className="flex flex-col items-center gap-4 text-center">
        <p className="eyebrow text-camel-ink">{eyebrow}</p>
        <h1 className="display text-5xl">{title}</h1>
        <span className="rule-ornament" aria-hidden="true" />
        {lede && <div className="max-w-sm leading-relaxed text-muted-foreground">{lede}</div>}
      </header>
      <div className="border border-border bg-card px-6 py-8 sm:px-10 sm:py-10">{children}</div>
      {footer && (
        <div className="flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
          {footer}
        </div>
      )}
    </div>
  );
}

/**
 * A label over its control, with an optional hint tied to the control by `aria-describedby`, and
 * the control's message under it when it is wrong (docs/product.md#forms; the control carries
 * invalidProps).
 */
export function AuthField({
  children,
  hint,
  hintId,
  controlId,
  error,
}: {
  children: React.ReactNode;
  hint?: React.ReactNode;
  hintId?: string;
  controlId?: string;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-2">
      {children}
      {hint && (
        <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      )}
      {controlId && <FieldError controlId={controlId}>{error}</FieldError>}
    </div>
  );
}

export const authLinkClass =
  "text-foreground underline decoration-camel underline-offset-4 transition-colors duration-200 hover:decoration-foreground";

/** The e-mail field every auth form starts with. */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** What is wrong with it, under it (docs/product.md#forms). */
  error?: string | undefined;
}) {
  const { t } = useT();
  return (
    <AuthField controlId={id} error={error}>
      <Label htmlFor={id}>{t("auth.email")}</Label>
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...invalidProps(id, error)}
        value={value}
        onChange={onChange}
      />
    </AuthField>
  );
}

/** The screen an auth form turns into once it is done: an icon, a few lines, one way on. */
export function AuthOutcome({
  eyebrow,
  title,
  icon,
  children,
  action,
}: {
  eyebrow: string;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <AuthShell eyebrow={eyebrow} title={title}>
      <div className="flex flex-col items-center gap-6 text-center">
        {icon}
        {children}
        {action}
      </div>
    </AuthShell>
  );
}

/**
 * "Keep me signed in" (docs/product.md#accounts): off, the session lives in this tab only; on, in
 * every tab of this browser for its 7 days.
 */
export function KeepSignedInField({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useT();
  return (
    <div className="flex items-start gap-3">
      {/* Drawn by hand: the browser's own box turns a flat grey in the dark theme. */}
      <span className="relative mt-0.5 inline-flex size-4 shrink-0">
        <input
          id={id}
          type="checkbox"
          name="keepSignedIn"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="peer size-4 cursor-pointer appearance-none rounded-[2px] border border-foreground/60 bg-transparent transition-colors duration-200 checked:border-foreground checked:bg-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Check
          className="pointer-events-none absolute inset-0 m-auto size-3 text-background opacity-0 peer-checked:opacity-100"
          strokeWidth={2.25}
          aria-hidden="true"
        />
      </span>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer select-none text-sm text-foreground">
          {t("auth.keepSignedIn")}
        </label>
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted-foreground">
          {t("auth.keepSignedInHint")}
        </p>
      </div>
    </div>
  );
}
