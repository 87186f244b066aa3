import { Link } from "@/lib/router";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/components/ui/button-variants";
import { useT } from "@/i18n";

/** docs/product.md#products: the Join Our Community call to action, to /signup. */
export function JoinCommunity() {
  const { t } = useT();
  return (
    <section aria-labelledby="join-title" className="bg-secondary text-secondary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-20 text-center sm:py-24">
        <p className="eyebrow text-[#e4cfa6]">{t("home.circle")}</p>
        <h2 id="join-title" className="display text-4xl sm:text-5xl">
          {t("home.join")}
        </h2>
        <p className="max-w-lg leading-relaxed text-secondary-foreground/90">
          {t("home.joinText")}
        </p>
        <Link
          to="/signup"
          className={cn(
            buttonVariants({ size: "lg", variant: "outline" }),
            "border-secondary-foreground/80 text-secondary-foreground hover:bg-secondary-foreground hover:text-secondary",
          )}
        >
          {t("home.signUp")}
        </Link>
      </div>
    </section>
  );
}
