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
import { useT, type Translate } from "@/i18n";

export type OrderAgainResult = { added: number; skipped: number };

/** The toast's words in the page's language: how many lines went into the cart, how many not. */
export function orderAgainMessage({ added, skipped }: OrderAgainResult, t: Translate): string {
  if (!added) return t("orderAgain.none", { gone: t("orderAgain.gone", { count: skipped }) });
  const put = t("orderAgain.added", { count: added });
  return skipped
    ? t("orderAgain.both", { added: put, gone: t("orderAgain.goneSkipped", { count: skipped }) })
    : t("orderAgain.only", { added: put });
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
  const { t } = useT();
  const [pending, setPending] = React.useState(false);

  const run = React.useCallback(async () => {
    setPending(true);
    try {
      const ids = lines.flatMap((l) => (l.productId === null ? [] : [String(l.productId)]));
      const products = await loadProducts(ids);
      const wanted: { id: string; size: Size; quantity: number; color?: number }[] = [];
      let skipped = 0;
      for (const line of lines) {
        const product = line.productId === null ? null : products.get(String(line.productId));
        // In the colour it was ordered in, while it is still sold (docs/product.md#colours).
        const color = line.color
          ? product?.colors?.find((c) => c.id === line.color?.id)
          : product?.colors?.[0];
        const stock = product?.colors?.length ? color : product;
        const left = stock ? quantityOf(stock, line.size) : 0;
        const quantity = Math.min(line.quantity, left, ORDER_LIMITS.unitsPerLine);
        if (quantity > 0)
          wanted.push({ id: String(line.productId), size: line.size, quantity, color: color?.id });
        else skipped += 1;
      }
      let added = 0;
      if (session) {
        const results = await Promise.allSettled(
          wanted.map((w) =>
            addToCart({ productId: w.id, size: w.size, quantity: w.quantity, color: w.color }),
          ),
        );
        added = results.filter((r) => r.status === "fulfilled").length;
        skipped += wanted.length - added;
        await queryClient.invalidateQueries({ queryKey: CART_KEY });
      } else {
        const bag = [...readGuestLines()];
        for (const w of wanted) {
          const i = bag.findIndex((l) => l.id === w.id && l.size === w.size && l.color === w.color);
          if (i >= 0) bag[i] = { ...bag[i]!, quantity: bag[i]!.quantity + w.quantity };
          else bag.push(w);
        }
        writeGuestLines(bag);
        added = wanted.length;
      }
      const message = orderAgainMessage({ added, skipped }, t);
      if (added) {
        toast.success(t("orderAgain.addedTitle"), { description: message });
        void navigate("/cart");
      } else toast.error(t("orderAgain.title"), { description: message });
    } catch {
      toast.error(t("orderAgain.title"), { description: t("orderAgain.offline") });
    } finally {
      setPending(false);
    }
  }, [lines, session, queryClient, navigate, t]);

  return { orderAgain: run, isPending: pending };
}
