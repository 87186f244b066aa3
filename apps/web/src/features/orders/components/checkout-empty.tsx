import { ShoppingBag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { useT } from "@/i18n";

/** docs/product.md#orders: Your cart is empty, with Continue Shopping. */
export function CheckoutEmpty() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-5 py-20 text-center">
      <ShoppingBag className="size-10 text-camel" strokeWidth={1} aria-hidden="true" />
      <h1 className="display text-4xl">{t("checkout.emptyTitle")}</h1>
      <p className="text-muted-foreground">{t("checkout.emptyText")}</p>
      <Button asChild className="mt-2">
        <Link to="/products">{t("cart.continueShopping")}</Link>
      </Button>
    </div>
  );
}
