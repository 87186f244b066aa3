/*
 * English: the shell every page loads with the start-up (brand, header, nav, footer, titles, the
 * error page, the API errors any page can meet). Plain strings, not `as const` (../../README.md).
 */
import { BRAND } from "@atelier/shared/brand";
import type { Plural } from "../../index";

export default {
  /** The brand file's words (packages/shared/src/brand.ts); each language says them its way. */
  brand: {
    tagline: BRAND.tagline as string,
    description: BRAND.description as string,
  },
  shell: {
    skipToContent: "Skip to content",
    site: "Site",
    toggleSidebar: "Toggle Sidebar",
    toggleTheme: "Toggle theme",
    cart: { one: "Cart, {count} item", other: "Cart, {count} items" } as Plural,
    close: "Close",
    /** The phone's drawer of the sidebar, its heading. */
    menu: "Menu",
    quantity: "Quantity",
    decreaseQuantity: "Decrease quantity",
    increaseQuantity: "Increase quantity",
    language: "Language",
    /** The switcher's label names the other language in its own words. */
    switchTo: "Read this page in {language}",
  },
  /** The header's search on every page and its first results (docs/product.md#search). */
  search: {
    label: "Search",
    placeholder: "Search the collection",
    /** The list of first results under the field, as a screen reader names it. */
    suggestions: "Suggestions",
    seeAll: "See all results for “{q}”",
    found: { one: "{count} piece found", other: "{count} pieces found" } as Plural,
    none: "Nothing matched “{q}”",
  },
  nav: {
    main: "Main",
    navigation: "Navigation",
    home: "Home",
    products: "Our Products",
    policies: "Policies",
    about: "About Us",
    contact: "Contact Us",
    account: "Account",
    logIn: "Log In",
    signUp: "Sign Up",
    myAccount: "My Account",
    signOut: "Sign Out",
    /** The signed-in account's role under its e-mail (docs/product.md#storefront-layout). */
    roleCustomer: "customer",
    roleAdmin: "admin",
    roleStaff: "staff",
  },
  footer: {
    label: "Footer",
    house: "The House",
    follow: "Follow",
    delivery: "Delivered in Cairo and Giza.",
    instagram: "Instagram",
    tiktok: "TikTok",
    track: "Track an order",
  },
  titles: {
    home: "",
    products: "Our Collection",
    policies: "Policies",
    about: "About Us",
    contact: "Contact Us",
    notFound: "Page not found",
    productNotFound: "Product Not Found",
    search: "Search",
    searchFor: "Search: {q}",
  },
  /** A product card's words: cards show on the home page, the collection and the product page. */
  catalog: {
    new: "New",
    outOfStock: "Out of Stock",
    newArrival: "New arrival",
    fromCollection: "From the collection",
    originalPrice: "Original price",
    previousImage: "Previous image",
    nextImage: "Next image",
    goToImage: "Go to image {n}",
    /** A product photograph's text alternative when the piece has several. */
    imageOf: "{title}, image {n} of {total}",
    /** The product page's strip of photographs, which takes focus for the arrow keys. */
    photographs: "{title}, photographs",
    scrollBack: "Scroll new arrivals back",
    scrollForward: "Scroll new arrivals forward",
    /** A card's swatches (issue 28), read in place of the dots. */
    colors: { one: "In {count} colour", other: "In {count} colours" } as Plural,
  },
  /** The cart's toasts (docs/product.md#cart): a piece is added on the product page. */
  bag: {
    added: "{title} ({size}) has been added to your cart.",
    removed: "{title} has been removed from your cart.",
    removedItem: "Item has been removed from your cart.",
    item: "Item",
    error: "Error",
    failedAdd: "Failed to add item to cart",
    failedRemove: "Failed to remove item from cart",
    failedUpdate: "Failed to update quantity",
    insufficient: "Insufficient quantity",
    gone: "A piece no longer in the store",
    noLonger: "No longer available",
    onlyLeft: "Only {left} left in size {size}",
    soldOut: "Sold out in size {size}",
  },
  notFound: {
    message: "Oops! Page not found",
    home: "Return to Home",
  },
  routeError: {
    eyebrow: "Something went wrong",
    title: "This page could not be shown",
    text: "Please reload the page. If it happens again, our team is a message away.",
    reload: "Reload",
    home: "Return to Home",
  },
  /**
   * The API's errors by errorCode (packages/shared/src/errors.ts), or `<errorCode>_<field>` for a
   * field's own message; errorText() in ../index.tsx picks one. `generic` when nothing matches.
   */
  errors: {
    generic: "Something went wrong. Please try again.",
    NETWORK_ERROR: "We could not reach the store. Check your connection and try again.",
    SESSION_ENDED: "Your session has ended. Please log in again.",
    NOT_FOUND: "We could not find what you were looking for.",
    INSUFFICIENT_QUANTITY: "Not enough pieces are left in stock.",
    /** A bag line of a piece sold in colours that names none (issue 28). */
    COLOR_REQUIRED: "Please choose a colour for this piece.",
    TOO_MANY_REQUESTS: "Too many attempts. Please wait a moment and try again.",
    INTERNAL: "Something went wrong on our side. Please try again.",
    SERVICE_UNAVAILABLE: "The store is busy for a moment. Please try again shortly.",
  },
};
