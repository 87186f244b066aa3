import { BRAND } from "@atelier/shared/brand";
import type { PaymentMethod } from "@atelier/shared/orders";
import { PAYMENT_METHOD_LABELS } from "@atelier/shared/payments";
import { cn } from "@/lib/cn";

const HINTS: Record<PaymentMethod, string> = {
  cod: "Pay the courier in cash when your order arrives.",
  instapay: `Transfer the total to ${BRAND.instapay.address} after placing your order; we ship once it is confirmed.`,
};

/**
 * Cash on delivery or Instapay (docs/product.md#payments), as radio buttons with visible labels.
 * When cash on delivery is not allowed, only Instapay is offered, with the reason above it.
 */
export function PaymentMethodField({
  methods,
  reason,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  reason?: string | undefined;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">Payment method</legend>
      {reason && (
        <p role="status" className="border-s-2 border-camel ps-4 text-sm leading-relaxed">
          {reason}
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
              <span className="font-serif text-xl leading-tight">
                {PAYMENT_METHOD_LABELS[method]}
              </span>
              <span className="text-sm text-muted-foreground">{HINTS[method]}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
