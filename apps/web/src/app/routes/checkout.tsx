import { goToPayment } from "@/features/orders/api/pay-online";
import { useT } from "@/i18n";
import * as React from "react";
import { useNavigate, useSearchParams } from "@/lib/router";
import { useQueryClient } from "@tanstack/react-query";
import { Page } from "@/components/layout/page";
import { useCart } from "@/features/cart/components/cart-provider";
import { CheckoutEmpty } from "@/features/orders/components/checkout-empty";
import { CheckoutForm } from "@/features/orders/components/checkout-form";
import { clearBuyNowItem, readBuyNowItem } from "@/features/orders/buy-now";
import { saveLastOrder } from "@/features/orders/last-order";
import { VerifiedElsewhere } from "@/features/orders/components/verified-elsewhere";
import { holdsPieceOf, useOrderVerifiedElsewhere } from "@/features/orders/verified-order";
import { useLatestOrder } from "@/features/orders/api/get-my-orders";
import { prefillFromOrder } from "@/features/orders/checkout-prefill";
import { useSession } from "@/features/auth/session";
import type { PlacedOrder } from "@atelier/shared/orders";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { CartItem } from "@/features/cart";

/**
 * /checkout, or /checkout?buyNow=true for the single Buy Now item (docs/product.md#orders). The
 * e-mail is prefilled from `?email=` (the guest verification page sends shoppers here) or the
 * session; a signed-in shopper's name, phone and address from her last order.
 */
export default function CheckoutRoute() {
  const { t } = useT();
  useDocumentTitle(t("checkout.title"));
  const [params] = useSearchParams();
  const buyNow = params.get("buyNow") === "true";
  const cart = useCart();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [buyNowItem, setBuyNowItem] = React.useState(() => (buyNow ? readBuyNowItem() : null));
  // The e-mailed link, opened in another tab, placed the order this page was holding: its pieces
  // leave (the bag follows by itself), so Place Order cannot send them twice.
  const verifiedElsewhere = useOrderVerifiedElsewhere();
  React.useEffect(() => {
    if (verifiedElsewhere && buyNowItem && holdsPieceOf(verifiedElsewhere, [buyNowItem])) {
      clearBuyNowItem();
      setBuyNowItem(null);
    }
  }, [verifiedElsewhere, buyNowItem]);
  // Once placed, the basket empties on the way out: show the form, not "Your cart is empty".
  const [placed, setPlaced] = React.useState<CartItem[] | null>(null);

  const items = placed ?? (buyNow ? (buyNowItem ? [buyNowItem] : []) : cart.items);
  const initialEmail = params.get("email") ?? session?.user.email ?? "";
  // A signed-in shopper's name, phone and address come from her own last order.
  const latest = useLatestOrder(session?.user.id);
  const prefill = React.useMemo(
    () => (latest.data ? prefillFromOrder(latest.data) : null),
    [latest.data],
  );

  const onPlaced = (order: PlacedOrder) => {
    saveLastOrder(order);
    setPlaced(items);
    // Paid by card or wallet: on to Paymob's page, which brings her back to the order's own page
    // (issue 32); without one (Paymob unreachable), the confirmation offers to pay again.
    if (order.paymentUrl) goToPayment(order.paymentUrl);
    else void navigate("/order-confirmation");
    if (buyNow) clearBuyNowItem();
    else void cart.clearCart();
  };

  /*
   * docs/product.md#orders: back to /cart and reload. The reload is done through the data (cart and
   * products fetched again, so stock shows afresh) rather than the browser: a real reload would
   * wipe the Order Failed toast before anyone could read it.
   */
  const onFailed = () => {
    void navigate("/cart");
    void queryClient.invalidateQueries();
  };

  return (
    <Page>
      {verifiedElsewhere && <VerifiedElsewhere order={verifiedElsewhere} />}
      {!buyNow && cart.isLoading && !placed ? (
        <div role="status" aria-label={t("checkout.loading")} className="flex flex-col gap-6 py-10">
          <div className="h-12 w-56 animate-pulse bg-muted" />
          <div className="h-72 w-full animate-pulse bg-muted" />
        </div>
      ) : items.length ? (
        <CheckoutForm
          key={initialEmail}
          items={items}
          backTo={buyNow ? "/products" : "/cart"}
          initialEmail={initialEmail}
          prefill={prefill}
          onPlaced={onPlaced}
          onFailed={onFailed}
        />
      ) : (
        <CheckoutEmpty />
      )}
    </Page>
  );
}
