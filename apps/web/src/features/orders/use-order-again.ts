import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { quantityOf, type Size } from "@atelier/shared/products";
import { ORDER_LIMITS, type OrderLine } from "@atelier/shared/orders";
import { useSession } from "@/features/auth";
import {
  addToCart,
  CART_KEY,
  loadProducts,
  readGuestLines,
  writeGuestLines,
} from "@/features/cart";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";

export type OrderAgainResult = { added: number; skipped: number };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The toast's words: how many lines went into the cart and how many could not. */
export function orderAgainMessage({ added, skipped }: OrderAgainResult): string {
  const unavailable = `${plural(skipped, "piece")} no longer available`;
  if (!added) return `Nothing could be added: ${unavailable}.`;
  const put = `${plural(added, "piece")} added to your cart`;
  return skipped ? `${put}; ${unavailable} ${skipped === 1 ? "was" : "were"} skipped.` : `${put}.`;
}

/**
 * "Order again" (docs/product.md#orders): each line whose product still exists and whose size is
 * in stock goes into the cart (the account's on the server, or a guest's stored bag), at most
 * what is left; the rest are skipped and counted. Then the cart.
 */
export function useOrderAgain(lines: readonly OrderLine[]) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = React.useState(false);

  const run = React.useCallback(async () => {
    setPending(true);
    try {
      const ids = lines.flatMap((l) => (l.productId === null ? [] : [String(l.productId)]));
      const products = await loadProducts(ids);
      const wanted: { id: string; size: Size; quantity: number }[] = [];
      let skipped = 0;
      for (const line of lines) {
        const product = line.productId === null ? null : products.get(String(line.productId));
        const left = product ? quantityOf(product, line.size) : 0;
        const quantity = Math.min(line.quantity, left, ORDER_LIMITS.unitsPerLine);
        if (quantity > 0) wanted.push({ id: String(line.productId), size: line.size, quantity });
        else skipped += 1;
      }
      let added = 0;
      if (session) {
        const results = await Promise.allSettled(
          wanted.map((w) => addToCart({ productId: w.id, size: w.size, quantity: w.quantity })),
        );
        added = results.filter((r) => r.status === "fulfilled").length;
        skipped += wanted.length - added;
        await queryClient.invalidateQueries({ queryKey: CART_KEY });
      } else {
        const bag = [...readGuestLines()];
        for (const w of wanted) {
          const i = bag.findIndex((l) => l.id === w.id && l.size === w.size);
          if (i >= 0) bag[i] = { ...bag[i]!, quantity: bag[i]!.quantity + w.quantity };
          else bag.push(w);
        }
        writeGuestLines(bag);
        added = wanted.length;
      }
      const message = orderAgainMessage({ added, skipped });
      if (added) {
        toast.success("Added to your cart", { description: message });
        void navigate("/cart");
      } else toast.error("Order again", { description: message });
    } catch {
      toast.error("Order again", { description: "Could not reach the store. Please try again." });
    } finally {
      setPending(false);
    }
  }, [lines, session, queryClient, navigate]);

  return { orderAgain: run, isPending: pending };
}
