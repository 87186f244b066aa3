import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { Logo } from "./logo";
import { InstagramIcon, TikTokIcon } from "./social-icons";

const linkClass =
  "text-sm text-muted-foreground transition-colors duration-200 hover:text-foreground";

/**
 * Logo and social links (docs/product.md#storefront-layout), with the quiet details a label's
 * footer carries.
 */
export function Footer() {
  return (
    <footer className="mt-auto border-t border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-[1.5fr_1fr_1fr] sm:px-10">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs font-serif text-lg italic leading-snug text-muted-foreground">
            {BRAND.tagline}
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-3">
          <h2 className="eyebrow font-sans text-foreground">The House</h2>
          <Link className={linkClass} to="/products">
            Our Products
          </Link>
          <Link className={linkClass} to="/about">
            About Us
          </Link>
          <Link className={linkClass} to="/policies">
            Policies
          </Link>
          <Link className={linkClass} to="/contact">
            Contact Us
          </Link>
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="eyebrow font-sans text-foreground">Follow</h2>
          <div className="flex gap-2">
            <a
              href={BRAND.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Instagram"
              className="inline-flex size-10 items-center justify-center border border-border text-foreground transition-colors duration-200 hover:border-foreground"
            >
              <InstagramIcon className="size-4" />
            </a>
            <a
              href={BRAND.social.tiktok}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="TikTok"
              className="inline-flex size-10 items-center justify-center border border-border text-foreground transition-colors duration-200 hover:border-foreground"
            >
              <TikTokIcon className="size-4" />
            </a>
          </div>
          <p className="text-sm text-muted-foreground">Delivered in Cairo and Giza.</p>
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
