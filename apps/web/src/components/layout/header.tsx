import type * as React from "react";
import { Link } from "@/lib/router";
import { buttonVariants } from "@/components/ui/button-variants";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { cn } from "@/lib/cn";
import { ShoppingBagIcon } from "./icons";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { useT } from "@/i18n";

/**
 * The top bar: sidebar toggle and search, wordmark, language, theme toggle, cart with its count
 * (docs/product.md#storefront-layout). The search is the app's to give (features sit above
 * components: eslint/boundaries.js).
 */
export function Header({ cartCount, search }: { cartCount: number; search?: React.ReactNode }) {
  const { t } = useT();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/95 backdrop-blur-sm supports-[backdrop-filter]:bg-background/85">
      <div className="grid h-full grid-cols-[1fr_auto_1fr] items-center px-2 sm:px-4">
        <div className="flex items-center">
          <SidebarTrigger />
          {search}
        </div>
        <Logo compact />
        <div className="flex items-center justify-end gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <Link
            to="/cart"
            aria-label={t("shell.cart", { count: cartCount })}
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
          >
            <ShoppingBagIcon />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute end-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-camel px-1 text-[0.625rem] font-semibold tracking-normal text-[#1f2a44]"
              >
                {cartCount > 99 ? "99+" : cartCount}
              </span>
            )}
          </Link>
        </div>
      </div>
    </header>
  );
}
