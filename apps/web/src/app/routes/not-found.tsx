import { Link } from "@/lib/router";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { Page } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** docs/product.md#storefront-layout: 404, Oops! Page not found, Return to Home. */
export default function NotFoundRoute() {
  useDocumentTitle("Page not found");
  return (
    <Page className="flex min-h-[60svh] flex-col items-center justify-center gap-5 text-center">
      <h1 className="display text-8xl text-camel-ink sm:text-9xl">404</h1>
      <span className="rule-ornament" aria-hidden="true" />
      <p className="font-serif text-2xl sm:text-3xl">Oops! Page not found</p>
      <Link to="/" className={cn(buttonVariants({ variant: "outline" }), "mt-3")}>
        Return to Home
      </Link>
    </Page>
  );
}
