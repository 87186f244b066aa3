import { errorText, useT, type Translate } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { MailCheck } from "lucide-react";
import { isEmail } from "@atelier/shared/egypt";
import { ERROR_CODES } from "@atelier/shared/errors";
import { latinDigits } from "@atelier/shared/numerals";
import { Button } from "@/components/ui/button";
import {
  FieldError,
  invalidProps,
  useFieldErrors,
  type FieldProblem,
} from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSession } from "@/features/auth";
import { useTrackOrder } from "../api/track-order";

/** The order number (Latin digits, "#" dropped) and the e-mail, top to bottom. */
function trackProblems(number: string, email: string, t: Translate) {
  const problems: FieldProblem<"orderId" | "email">[] = [];
  if (!number) problems.push({ field: "orderId", message: t("track.numberRequired") });
  else if (!/^\d{1,10}$/.test(number))
    problems.push({ field: "orderId", message: t("track.numberInvalid") });
  if (!email.trim()) problems.push({ field: "email", message: t("track.emailRequired") });
  else if (!isEmail(email.trim()))
    problems.push({ field: "email", message: t("track.emailInvalid") });
  return problems;
}

const linkClass =
  "text-foreground underline decoration-camel underline-offset-4 transition-colors duration-200 hover:decoration-foreground";

/**
 * /track (docs/product.md#orders): the order number and its e-mail; the link goes to that address
 * if they match. The page answers TRACK_ANSWER whatever the server found, so nothing about other
 * shoppers' orders shows; only a mistyped field or too many tries (429) are told apart.
 */
export function TrackOrderForm() {
  const track = useTrackOrder();
  const { t, locale } = useT();
  const signedIn = useSession() !== null;
  const [orderId, setOrderId] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [sent, setSent] = React.useState(false);
  // An Arabic keyboard types ١٠٢٤: the same order number (docs/product.md#numbers).
  const number = latinDigits(orderId).trim().replace(/^#/, "");
  // docs/product.md#forms: each wrong field says so under it, in the page's order.
  const { errors, check, reset } = useFieldErrors(trackProblems(number, email, t), (field) =>
    field === "orderId" ? "track-order-id" : "track-email",
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check().length) return;
    track.mutate(
      { orderId: number, email: email.trim() },
      {
        onSettled: (_data, error) => {
          if (
            error &&
            (isApiError(error, ERROR_CODES.BAD_REQUEST) ||
              isApiError(error, ERROR_CODES.TOO_MANY_REQUESTS))
          ) {
            toast.error(t("track.failed"), {
              description:
                locale === "en"
                  ? errorMessage(error)
                  : errorText(locale, error as Parameters<typeof errorText>[1]),
            });
            return;
          }
          setSent(true);
          reset();
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8 px-4 py-12 sm:py-20">
      <header className="flex flex-col items-center gap-4 text-center">
        <p className="eyebrow text-camel-ink">{t("track.eyebrow")}</p>
        <h1 className="display text-5xl">{t("track.title")}</h1>
        <span className="rule-ornament" aria-hidden="true" />
        <p className="max-w-sm leading-relaxed text-muted-foreground">{t("track.lede")}</p>
      </header>
      <div className="border border-border bg-card px-6 py-8 sm:px-10 sm:py-10">
        {sent ? (
          <div role="status" className="flex flex-col items-center gap-5 text-center">
            <MailCheck
              className="size-9 text-secondary dark:text-camel-ink"
              strokeWidth={1}
              aria-hidden="true"
            />
            <p className="leading-relaxed">{t("track.answer")}</p>
            <Button variant="outline" onClick={() => setSent(false)}>
              {t("track.another")}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <Label htmlFor="track-order-id">{t("track.number")}</Label>
              <Input
                id="track-order-id"
                name="orderId"
                inputMode="numeric"
                autoComplete="off"
                required
                title={t("track.numberHint")}
                {...invalidProps("track-order-id", errors.orderId)}
                value={orderId}
                onChange={(e) => setOrderId(e.target.value)}
              />
              <FieldError controlId="track-order-id">{errors.orderId}</FieldError>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="track-email">{t("track.email")}</Label>
              <Input
                id="track-email"
                type="email"
                name="email"
                autoComplete="email"
                required
                {...invalidProps("track-email", errors.email)}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <FieldError controlId="track-email">{errors.email}</FieldError>
            </div>
            <Button type="submit" size="lg" className="mt-2" disabled={track.isPending}>
              {track.isPending ? t("track.sending") : t("track.send")}
            </Button>
          </form>
        )}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {t(signedIn ? "track.allIn" : "track.haveAccount")}{" "}
        <Link to={signedIn ? "/account" : "/login"} className={linkClass}>
          {t(signedIn ? "track.myAccount" : "track.logIn")}
        </Link>
        {signedIn ? "." : ` ${t("track.toSeeAll")}`}
      </p>
    </div>
  );
}
