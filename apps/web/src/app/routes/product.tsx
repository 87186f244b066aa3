import { useT } from "@/i18n";
import { Link, useNavigate, useParams } from "@/lib/router";
import { Svg, type IconProps } from "@/components/layout/icons";
import { Button } from "@/components/ui/button";
import { Page } from "@/components/layout/page";
import { useProduct } from "@/features/products/api/get-product";
import {
  ProductDetail,
  ProductDetailSkeleton,
} from "@/features/products/components/product-detail";
import { useCart } from "@/features/cart/components/cart-provider";
import { saveBuyNowItem } from "@/features/orders/buy-now";
import { useDocumentTitle } from "@/lib/use-document-title";

const ArrowLeftIcon = (props: IconProps) => (
  <Svg data-mirror {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </Svg>
);

export default function ProductRoute() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const cart = useCart();
  const navigate = useNavigate();
  const { t } = useT();
  useDocumentTitle(
    product.data?.title ?? (product.isError ? t("titles.productNotFound") : undefined),
  );

  return (
    <Page className="flex flex-col gap-8">
      <Link
        to="/products"
        className="eyebrow inline-flex w-fit items-center gap-2 text-muted-foreground transition-colors duration-200 hover:text-foreground"
      >
        <ArrowLeftIcon className="size-3.5" strokeWidth={1.25} aria-hidden="true" />
        {t("product.back")}
      </Link>
      {product.data ? (
        <ProductDetail
          key={product.data.id}
          product={product.data}
          adding={cart.isUpdating}
          onAddToCart={(item) => void cart.addItem(item)}
          onBuyNow={(item) => {
            // docs/product.md#orders: Buy Now skips the cart; checkout reads the single item from
            // sessionStorage.
            saveBuyNowItem(item);
            void navigate("/checkout?buyNow=true");
          }}
        />
      ) : product.isPending ? (
        <ProductDetailSkeleton />
      ) : (
        <div className="flex min-h-[50svh] flex-col items-center justify-center gap-5 text-center">
          <h1 className="display text-5xl">{t("product.notFound")}</h1>
          <p className="max-w-md text-muted-foreground">{t("product.notFoundText")}</p>
          <Button asChild variant="outline">
            <Link to="/products">{t("product.backToProducts")}</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}
