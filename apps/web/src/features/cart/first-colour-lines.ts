import * as React from "react";
import { useGuestProducts } from "./api/get-cart";
import { readGuestLines, useGuestLines, writeGuestLines, type GuestLine } from "./guest-cart";

/**
 * A guest's bag kept from before its piece came in colours holds it in the first colour, the one
 * it was sold in until then (docs/product.md#colours): the stored line takes that colour's id, so
 * the bag page changes and removes it like any other line. Here, with the bag page, rather than
 * in the cart provider that every page loads (apps/web/test/budget.test.ts); until then the line
 * shows and orders in that first colour already (cartLine).
 */
export function useFirstColourLines() {
  const lines = useGuestLines();
  // The provider's own query (same key): no second request.
  const { data: products } = useGuestProducts(lines.map((l) => l.id));
  React.useEffect(() => {
    const first = (l: GuestLine) =>
      l.color === undefined ? products?.get(l.id)?.colors?.[0]?.id : undefined;
    const stored = readGuestLines();
    if (stored.some(first))
      writeGuestLines(stored.map((l) => ({ ...l, color: l.color ?? first(l) })));
  }, [products]);
}
