import type { DiscountQuote } from "@atelier/shared/discounts";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import { orderTotals, type OrderTotals } from "@atelier/shared/orders";
import { basketShipping, type ShippingZones } from "@atelier/shared/shipping";

/** An applied code as an order summary shows it: "Discount (NOUR15)  −150.00 EGP". */
export type SummaryDiscount = { code: string; amount: number };

/**
 * The bag's figures with its code (issue 31, docs/product.md#discount-codes): the discount the
 * server worked out, shipping on the subtotal after it (the free-shipping threshold compares the
 * discounted pieces; a free-shipping code makes it 0), and the total the shopper will pay.
 */
export function discountedBasket(
  zones: ShippingZones,
  lines: readonly { unitPrice: number; quantity: number }[],
  quote: DiscountQuote | undefined,
  governorate = "",
): {
  totals: OrderTotals;
  shipping: ReturnType<typeof basketShipping>;
  discount: SummaryDiscount | null;
} {
  const { subtotal } = orderTotals(lines, 0);
  const pieces = toPiastres(subtotal) - toPiastres(quote?.discount ?? 0);
  const fee = basketShipping(zones, fromPiastres(pieces), governorate);
  const shipping =
    quote?.kind === "free_shipping" ? { ...fee, fee: 0, free: true, from: false } : fee;
  return {
    totals: {
      subtotal,
      shipping: shipping.fee,
      total: fromPiastres(pieces + toPiastres(shipping.fee)),
    },
    shipping,
    discount: quote ? { code: quote.code, amount: quote.discount } : null,
  };
}
