/** Every browser-storage key the app uses, in one place (docs/product.md#constants). */
export const STORAGE_KEYS = {
  /**
   * sessionStorage, or localStorage when kept: the bearer token and the signed-in user
   * (docs/product.md#accounts).
   */
  token: "token",
  user: "user",
  /**
   * localStorage: "true" while token and user there are a session kept on purpose ("Keep me signed
   * in"), which start-up leaves in place (docs/product.md#accounts).
   */
  keepSignedIn: "keepSignedIn",
  /** sessionStorage: the Buy Now item (docs/product.md#orders). */
  tempOrderItem: "tempOrderItem",
  /**
   * sessionStorage: the discount code applied on the bag or the checkout, upper case (issue 31,
   * docs/product.md#cart); checked again whenever the bag changes, dropped once an order is placed.
   */
  discountCode: "discountCode",
  /**
   * sessionStorage: the last placed order, read by /order-confirmation (docs/product.md#orders).
   */
  lastOrder: "lastOrder",
  /**
   * localStorage: a guest's cart lines, `[{ id, size, quantity }]` (docs/product.md#cart). Survives
   * logout: it is the device's bag, not session data.
   */
  cart: "cart",
  /**
   * localStorage, written and removed at once: a message to the other tabs that the e-mailed link
   * placed a held order, `{ id, orderToken, lines }` (docs/product.md#orders). Nothing stays.
   */
  verifiedOrder: "verifiedOrder",
  /** localStorage: "light" | "dark" (docs/product.md#storefront-layout). Survives logout. */
  theme: "theme",
  /**
   * localStorage: the language last chosen in the switcher (docs/product.md#languages); the URL
   * decides.
   */
  locale: "locale",
} as const;
