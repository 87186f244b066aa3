import * as React from "react";
import { MailCheck } from "lucide-react";
import { errorText, useT } from "@/i18n";
import { isEmail } from "@atelier/shared/egypt";
import type { Size } from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useSession } from "@/features/auth";
import { useNotifyWhenBack } from "../api/notify-when-back";

/**
 * The sign-up (docs/product.md#back-in-stock): which sold-out size, and her e-mail (a signed-in
 * shopper's own, ready). Checked on send like every shopper form (docs/product.md#forms); the
 * server's refusal is said under the button, in the page's language.
 */
export default function NotifyForm({
  productId,
  color,
  soldOut,
  initialSize,
}: {
  productId: string;
  color: number | undefined;
  soldOut: readonly Size[];
  initialSize: Size | null;
}) {
  const { t, locale } = useT();
  const session = useSession();
  const [size, setSize] = React.useState<Size | null>(initialSize);
  const [email, setEmail] = React.useState(session?.user.email ?? "");
  const notify = useNotifyWhenBack(productId);
  const id = React.useId();
  const ids = { size: `${id}-size`, email: `${id}-email`, status: `${id}-status` };
  const value = email.trim();
  const { errors, check } = useFieldErrors(
    [
      ...(size ? [] : [{ field: "size" as const, message: t("notify.chooseSize") }]),
      ...(!value
        ? [{ field: "email" as const, message: t("notify.emailRequired") }]
        : isEmail(value)
          ? []
          : [{ field: "email" as const, message: t("notify.emailInvalid") }]),
    ],
    (field) => (field === "size" ? `${ids.size}-${soldOut[0]}` : ids.email),
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check().length || !size) return;
    notify.mutate({ size, email: value, locale, ...(color === undefined ? {} : { color }) });
  };

  if (notify.isSuccess)
    return (
      <div role="status" className="flex items-start gap-4 border border-border bg-card p-5">
        <MailCheck
          className="mt-0.5 size-6 shrink-0 text-camel-ink"
          strokeWidth={1.25}
          aria-hidden="true"
        />
        <div className="flex flex-col gap-1">
          <p className="font-serif text-xl">{t("notify.done")}</p>
          <p className="text-sm text-muted-foreground">
            {t("notify.doneText", { size: size ?? "" })}
          </p>
        </div>
      </div>
    );

  const failure = notify.isError
    ? locale === "en"
      ? errorMessage(notify.error)
      : errorText(locale, notify.error as Parameters<typeof errorText>[1])
    : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 border border-border bg-card p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {t("notify.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("notify.lede")}</p>
      </div>
      {
        <fieldset className="flex flex-col gap-2">
          <legend className="eyebrow mb-2">{t("notify.size")}</legend>
          <div className="flex flex-wrap gap-2">
            {soldOut.map((s) => (
              <label
                key={s}
                className={cn(
                  "relative flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-[2px] border px-3 text-sm tracking-[0.12em] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  size === s
                    ? "border-foreground bg-foreground text-background"
                    : "border-input hover:border-foreground",
                )}
              >
                <input
                  id={`${ids.size}-${s}`}
                  type="radio"
                  name={`${id}-size`}
                  value={s}
                  checked={size === s}
                  onChange={() => setSize(s)}
                  className="sr-only"
                  {...invalidProps(`${ids.size}-${soldOut[0]}`, errors.size)}
                />
                {s}
              </label>
            ))}
          </div>
          <FieldError controlId={`${ids.size}-${soldOut[0]}`}>{errors.size}</FieldError>
        </fieldset>
      }
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.email}>{t("notify.email")}</Label>
        <Input
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...invalidProps(ids.email, errors.email)}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FieldError controlId={ids.email}>{errors.email}</FieldError>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={notify.isPending}
        className="w-full sm:w-fit"
      >
        {notify.isPending ? t("notify.sending") : t("notify.submit")}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </form>
  );
}
