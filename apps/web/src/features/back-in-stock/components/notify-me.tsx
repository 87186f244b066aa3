import * as React from "react";
import { useT } from "@/i18n";
import type { Size } from "@atelier/shared/products";

// The form, its zod-free checks and its mutation are a chunk of their own: the product page
// fetches them only when a shopper asks (apps/web/test/budget.test.ts).
const NotifyForm = React.lazy(() => import("./notify-form"));

/**
 * Under the sizes of a piece with a size sold out (in the colour shown): "Notify me", which opens
 * the sign-up form in place (docs/product.md#back-in-stock). `chosen`: a sold-out size the
 * shopper has chosen, which opens the form at once with it.
 */
export function NotifyMe({
  productId,
  color,
  soldOut,
  chosen,
}: {
  productId: string;
  color: number | undefined;
  soldOut: readonly Size[];
  chosen: Size | null;
}) {
  const { t } = useT();
  const [open, setOpen] = React.useState(false);
  if (soldOut.length === 0) return null;
  if (!open && !chosen)
    return (
      <p className="text-sm text-muted-foreground">
        {t("notify.prompt")}{" "}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="cursor-pointer text-foreground underline decoration-camel underline-offset-4 transition-colors duration-200 hover:text-camel-ink"
        >
          {t("notify.open")}
        </button>
      </p>
    );
  return (
    <React.Suspense
      fallback={<div className="h-40 w-full animate-pulse bg-muted" aria-hidden="true" />}
    >
      {/* A new colour or size starts the form again. */}
      <NotifyForm
        key={`${color ?? 0}-${chosen ?? ""}`}
        productId={productId}
        color={color}
        soldOut={soldOut}
        initialSize={chosen ?? (soldOut.length === 1 ? soldOut[0]! : null)}
      />
    </React.Suspense>
  );
}
