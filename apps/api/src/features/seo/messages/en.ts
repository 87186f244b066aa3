import { BRAND } from "@atelier/shared/brand";

/** A page's title (before " · Maison Zamalek") and its description; noindex for private pages. */
export type PageWords = { title: string; description: string; noindex?: boolean };

/**
 * What the server writes into a page's head in one language (docs/product.md#languages): every
 * storefront page's title and description, the product page's description when the piece has
 * none, and the Open Graph locale. The app keeps the same titles on client navigation
 * (apps/web/src/i18n `titles`). A path missing from `pages` keeps its English words.
 */
export type SeoMessages = {
  /** Open Graph's name for the language (`og:locale`). */
  ogLocale: string;
  /** The home page: the whole title, and the label's description. */
  home: { title: string; description: string };
  pages: Record<string, PageWords>;
  orderPage: PageWords;
  notFound: PageWords;
  productNotFound: PageWords;
  /** A product page's description when the piece has none of its own. */
  productBy: (title: string) => string;
  /** The collection's page N (N > 1): the same words as the app's `products.pageTitle`. */
  collectionPage: (title: string, page: number) => string;
  /** A collection page past the last one (404). */
  pastEnd: PageWords;
  /** /search?q= (issue 29): the same words as the app's `titles.searchFor`. */
  searchFor: (q: string) => string;
};

export const en: SeoMessages = {
  ogLocale: "en_US",
  home: { title: `${BRAND.name} · ${BRAND.tagline}`, description: BRAND.description },
  pages: {
    "/products": {
      title: "Our Collection",
      description: `Shirts, knitwear, tailoring and dresses from ${BRAND.name}. Cash on delivery in Cairo and Giza.`,
    },
    "/policies": {
      title: "Policies",
      description:
        "Payment, delivery, cancellation, returns and refunds: how we look after every order.",
    },
    "/about": { title: "About Us", description: BRAND.description },
    "/contact": {
      title: "Contact Us",
      description: `Call or write to ${BRAND.name}: ${BRAND.contact.phones.join(", ")}, ${BRAND.contact.email}.`,
    },
    "/cart": { title: "Your Cart", description: "Your shopping cart.", noindex: true },
    // Results change with the catalogue and every query is a page: nothing to index.
    "/search": {
      title: "Search",
      description: "Search the collection in English or Arabic.",
      noindex: true,
    },
    "/checkout": { title: "Checkout", description: "Checkout.", noindex: true },
    "/order-confirmation": {
      title: "Order Confirmation",
      description: "Your order.",
      noindex: true,
    },
    "/verify-guest": {
      title: "Verify your e-mail",
      description: "Confirm your order.",
      noindex: true,
    },
    "/login": {
      title: "Log In",
      description: `Log in to your ${BRAND.name} account.`,
      noindex: true,
    },
    "/signup": {
      title: "Sign Up",
      description: `Create your ${BRAND.name} account.`,
      noindex: true,
    },
    "/forgot-password": {
      title: "Forgot Password",
      description: "Reset your password.",
      noindex: true,
    },
    "/reset-password": {
      title: "Reset Password",
      description: "Choose a new password.",
      noindex: true,
    },
    "/account": {
      title: "My Account",
      description: "Your orders and your account.",
      noindex: true,
    },
    "/track": {
      title: "Track Your Order",
      description: "Find your order by its number and e-mail.",
      noindex: true,
    },
  },
  orderPage: { title: "Your Order", description: "Your order.", noindex: true },
  notFound: { title: "Page not found", description: "Oops! Page not found.", noindex: true },
  productNotFound: {
    title: "Product Not Found",
    description: "This product is no longer available.",
    noindex: true,
  },
  productBy: (title) => `${title} by ${BRAND.name}.`,
  collectionPage: (title, page) => `${title}, page ${page}`,
  searchFor: (q) => `Search: ${q}`,
  pastEnd: {
    title: "Our Collection",
    description: "There are no more pieces here.",
    noindex: true,
  },
};
