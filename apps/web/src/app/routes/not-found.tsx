import { Link } from "@/lib/router";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { Page } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useT } from "@/i18n";

/** docs/product.md#storefront-layout: 404, Oops! Page not found, Return to Home. */
export default function NotFoundRoute() {
  const { t } = useT();
  useDocumentTitle(t("titles.notFound"));
  return (
    <Page className="flex min-h-[60svh] flex-col items-center justify-center gap-5 text-center">
      <h1 className="display text-8xl text-camel-ink sm:text-9xl">404</h1>
      <span className="rule-ornament" aria-hidden="true" />
      <p className="font-serif text-2xl sm:text-3xl">{t("notFound.message")}</p>
      <Link to="/" className={cn(buttonVariants({ variant: "outline" }), "mt-3")}>
        {t("notFound.home")}
      </Link>
    </Page>
  );
}
