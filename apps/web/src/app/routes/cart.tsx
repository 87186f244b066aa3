import { useT } from "@/i18n";
import { Page } from "@/components/layout/page";
import { CartView } from "@/features/cart/components/cart-view";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function CartRoute() {
  useDocumentTitle(useT().t("cart.title"));
  return (
    <Page>
      <CartView />
    </Page>
  );
}
