import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { Logo } from "./logo";
import { useT } from "@/i18n";
import { InstagramIcon, TikTokIcon } from "./social-icons";

const linkClass =
  "text-sm text-muted-foreground transition-colors duration-200 hover:text-foreground";

/**
 * Logo and social links (docs/product.md#storefront-layout), with the quiet details a label's
 * footer carries.
 */
export function Footer() {
  const { t } = useT();
  return (
    <footer className="mt-auto border-t border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-[1.5fr_1fr_1fr] sm:px-10">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs font-serif text-lg italic leading-snug text-muted-foreground">
            {t("brand.tagline")}
          </p>
        </div>
        <nav aria-label={t("footer.label")} className="flex flex-col gap-3">
          <h2 className="eyebrow font-sans text-foreground">{t("footer.house")}</h2>
          <Link className={linkClass} to="/products">
            {t("nav.products")}
          </Link>
          <Link className={linkClass} to="/about">
            {t("nav.about")}
          </Link>
          <Link className={linkClass} to="/policies">
            {t("nav.policies")}
          </Link>
          <Link className={linkClass} to="/contact">
            {t("nav.contact")}
          </Link>
          {/* Back to an order without its e-mail at hand (docs/product.md#the-shoppers-pages). */}
          <Link className={linkClass} to="/track">
            {t("footer.track")}
          </Link>
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="eyebrow font-sans text-foreground">{t("footer.follow")}</h2>
          <div className="flex gap-2">
            <a
              href={BRAND.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer.instagram")}
              className="inline-flex size-10 items-center justify-center border border-border text-foreground transition-colors duration-200 hover:border-foreground"
            >
              <InstagramIcon className="size-4" />
            </a>
            <a
              href={BRAND.social.tiktok}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer.tiktok")}
              className="inline-flex size-10 items-center justify-center border border-border text-foreground transition-colors duration-200 hover:border-foreground"
            >
              <TikTokIcon className="size-4" />
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{t("footer.delivery")}</p>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="eyebrow mx-auto max-w-6xl px-6 py-5 text-muted-foreground sm:px-10">
          © {new Date().getFullYear()} {BRAND.name}
        </p>
      </div>
    </footer>
  );
}
