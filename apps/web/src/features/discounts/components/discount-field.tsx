import { Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n";
import type { DiscountState } from "../use-discount";

/** The code field's control: where focus goes when placement refuses the code. */
export const DISCOUNT_FIELD_ID = "discount-code";

/**
 * The discount code field of the bag and the checkout (issue 31, docs/product.md#cart): a code and
 * Apply (or Enter), its reason under it as the field's error; once applied, the code, what it
 * takes off and Remove.
 */
export function DiscountField({
  discount,
  className,
}: {
  discount: DiscountState;
  className?: string;
}) {
  const { t } = useT();
  const { code, quote, reason } = discount;
  const id = DISCOUNT_FIELD_ID;
  return (
    <div className={cn("flex flex-col gap-2", className)} aria-live="polite">
      {code ? (
        <div className="flex items-center justify-between gap-4 border border-dashed border-border px-3 py-2.5">
          <p className="flex min-w-0 items-center gap-2.5 text-sm">
            <Tag className="size-4 shrink-0 text-camel-ink" strokeWidth={1.25} aria-hidden="true" />
            <span>
              {/* What it takes off is the summary's Discount line, just below. */}
              {t(
                quote?.kind === "free_shipping"
                  ? "discount.appliedFreeShipping"
                  : "discount.applied",
                {
                  code,
                },
              )}
            </span>
          </p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="shrink-0 text-muted-foreground hover:text-foreground"
            aria-label={t("discount.removeCode", { code })}
            onClick={discount.remove}
          >
            {t("discount.remove")}
          </Button>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{t("discount.label")}</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              {...invalidProps(id, reason ?? undefined)}
              name="discountCode"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              value={discount.draft}
              onChange={(event) => discount.setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code; inside the checkout it must not place the order.
                if (event.key !== "Enter") return;
                event.preventDefault();
                void discount.apply();
              }}
            />
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={discount.applying}
              aria-busy={discount.applying}
              onClick={() => void discount.apply()}
            >
              {t(discount.applying ? "discount.applying" : "discount.apply")}
            </Button>
          </div>
        </>
      )}
      <FieldError controlId={id}>{reason}</FieldError>
    </div>
  );
}
