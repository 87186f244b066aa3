import { useT, type MessageKey } from "@/i18n";
import { BRAND } from "@atelier/shared/brand";
import type { PaymentMethod } from "@atelier/shared/orders";
import { formatEGP } from "@atelier/shared/money";
import type { PaymentOptions } from "@atelier/shared/payments";
import { cn } from "@/lib/cn";

const WORDS = {
  cod: ["checkout.cod", "checkout.codHint"],
  instapay: ["checkout.instapay", "checkout.instapayHint"],
  online: ["checkout.online", "checkout.onlineHint"],
} as const satisfies Record<PaymentMethod, readonly [MessageKey, MessageKey]>;

/**
 * Cash on delivery or Instapay (docs/product.md#payments), as radio buttons with visible labels.
 * When cash on delivery is not allowed, only Instapay is offered, with the reason above it.
 */
export function PaymentMethodField({
  methods,
  options,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  /** The server's answer (POST /orders/payment-options), once it has come. */
  options?: PaymentOptions | undefined;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t, locale } = useT();
  // The server's reason is English (docs/product.md's words); another language says it by its code.
  // A reason without a code is the page's own, already in its language (a zone's, issue 30).
  const said =
    options?.reason && options.reasonCode && locale !== "en"
      ? options.reasonCode === "COD_OVER_MAX"
        ? t("checkout.codOverMax", { max: formatEGP(options.codMaxTotal ?? 0, locale) })
        : t("checkout.codRefused")
      : options?.reason;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t("checkout.paymentMethod")}</legend>
      {said && (
        <p role="status" className="border-s-2 border-camel ps-4 text-sm leading-relaxed">
          {said}
        </p>
      )}
      {methods.map((method) => {
        const id = `payment-${method}`;
        return (
          <label
            key={method}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-4 border px-5 py-4 transition-colors",
              value === method ? "border-foreground" : "border-border hover:border-foreground/50",
            )}
          >
            <input
              id={id}
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 size-4 accent-foreground"
            />
            <span className="flex flex-col gap-1">
              <span className="font-serif text-xl leading-tight">{t(WORDS[method][0])}</span>
              <span className="text-sm text-muted-foreground">
                {t(WORDS[method][1], { address: BRAND.instapay.address })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
