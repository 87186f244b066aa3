import * as React from "react";
import { useQuery, useQueryClient, keepPreviousData } from "@tanstack/react-query";
import {
  CODE_MAX,
  CODE_MIN,
  isDiscountError,
  normalizeCode,
  type DiscountCheck,
  type DiscountQuote,
} from "@atelier/shared/discounts";
import type { OrderCreate } from "@atelier/shared/orders";
import type { Size } from "@atelier/shared/products";
import { isApiError } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useT } from "@/i18n";
import { discountCheckOptions } from "./api/check-discount";
import { discountReason } from "./discount-reason";
import { useStoredCode, writeStoredCode } from "./stored-code";

/** A bag's line as the bag and the checkout hold it (features/cart's CartItem). */
export type BasketLine = {
  id: string;
  selectedSize: Size;
  quantity: number;
  color?: { id: number } | null | undefined;
};

/** The bag as an order's entries: one per piece, colour and size (docs/product.md#orders). */
export function orderEntries(items: readonly BasketLine[]): OrderCreate["products"] {
  return items.map((item) => {
    const line = { productId: Number(item.id), S: 0, M: 0, L: 0, XL: 0 };
    line[item.selectedSize] = item.quantity;
    // The colour, for a piece sold in colours (docs/product.md#colours).
    return item.color ? { ...line, color: item.color.id } : line;
  });
}

/** Who would order, once the checkout knows it: a per-customer or first-order code needs it. */
export type DiscountCustomer = { email?: string; phone?: string; governorate?: string };

const CODE_SHAPE = /^[A-Z0-9-]+$/;

export type DiscountState = {
  /** The applied code (upper case), or null. */
  code: string | null;
  /** What it takes off this bag, once the server has said. */
  quote: DiscountQuote | undefined;
  /** What the shopper has typed in the field. */
  draft: string;
  setDraft: (value: string) => void;
  /** Why the last code typed, or the one applied, does not apply: in the page's language. */
  reason: string | null;
  applying: boolean;
  apply: () => Promise<void>;
  remove: () => void;
  /** Placement refused the code (used up meanwhile): it goes, its reason shows, the order stays. */
  refuse: (error: unknown) => void;
};

/**
 * The bag's discount code (issue 31, docs/product.md#cart): applied by the server's check, kept
 * for the tab, asked again whenever the bag or the customer changes; a code that stops applying
 * is dropped and its reason shown in its field.
 */
export function useDiscount(
  items: readonly BasketLine[],
  customer: DiscountCustomer = {},
): DiscountState {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const code = useStoredCode();
  const [draft, setDraft] = React.useState("");
  const [reason, setReason] = React.useState<string | null>(null);
  const [applying, setApplying] = React.useState(false);
  const products = React.useMemo(() => orderEntries(items), [items]);
  // The e-mail and phone as typed settle before they are sent: one check per pause, not per key.
  const who = useDebouncedValue(
    JSON.stringify({ email: customer.email, phone: customer.phone, gov: customer.governorate }),
    500,
  );
  const body = React.useCallback(
    (c: string): DiscountCheck => {
      const { email, phone, gov } = JSON.parse(who) as Record<string, string | undefined>;
      return {
        code: c,
        products,
        ...(email ? { email } : {}),
        ...(phone ? { phone } : {}),
        ...(gov ? { governorate: gov } : {}),
      };
    },
    [products, who],
  );

  const query = useQuery({
    ...discountCheckOptions(body(code ?? "")),
    enabled: code !== null && products.length > 0,
    placeholderData: keepPreviousData,
  });
  const failed = query.isError ? query.error : null;
  React.useEffect(() => {
    if (!failed || code === null) return;
    setReason(discountReason(failed, locale, t));
    // Only a refusal drops the code: after a 429 or a lost connection it is asked again later.
    if (isApiError(failed) && isDiscountError(failed.code)) {
      setDraft(code);
      writeStoredCode(null);
    }
    // `t` changes every render; the reason is worded once, when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, code, locale]);

  const apply = async () => {
    const typed = normalizeCode(draft);
    if (!typed) return setReason(t("discount.empty"));
    if (typed.length < CODE_MIN || typed.length > CODE_MAX || !CODE_SHAPE.test(typed))
      return setReason(t("discount.shape"));
    if (applying) return;
    setApplying(true);
    try {
      await queryClient.fetchQuery(discountCheckOptions(body(typed)));
      setReason(null);
      setDraft("");
      writeStoredCode(typed);
    } catch (error) {
      setReason(discountReason(error, locale, t));
    } finally {
      setApplying(false);
    }
  };

  return {
    code,
    quote: code !== null && query.data?.code === code ? query.data : undefined,
    draft,
    setDraft,
    reason,
    applying,
    apply,
    remove: () => {
      setReason(null);
      writeStoredCode(null);
    },
    refuse: (error) => {
      if (code) setDraft(code);
      setReason(discountReason(error, locale, t));
      writeStoredCode(null);
    },
  };
}
