import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { MailCheck } from "lucide-react";
import { ERROR_CODES } from "@atelier/shared/errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSession } from "@/features/auth";
import { useTrackOrder } from "../api/track-order";

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

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    track.mutate(
      { orderId: orderId.replace(/^#/, "").trim(), email },
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
          <form onSubmit={submit} className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <Label htmlFor="track-order-id">{t("track.number")}</Label>
              <Input
                id="track-order-id"
                name="orderId"
                inputMode="numeric"
                autoComplete="off"
                required
                pattern="#?\d{1,10}"
                title={t("track.numberHint")}
                value={orderId}
                onChange={(e) => setOrderId(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="track-email">{t("track.email")}</Label>
              <Input
                id="track-email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
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
