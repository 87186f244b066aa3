/** Every browser-storage key the app uses, in one place (SPEC §9). */
export const STORAGE_KEYS = {
  /** sessionStorage: the bearer token and the signed-in user (SPEC §4). */
  token: "token",
  user: "user",
  /** sessionStorage: the Buy Now item (SPEC §3). */
  tempOrderItem: "tempOrderItem",
  /** sessionStorage: the last placed order, read by /order-confirmation (SPEC §3). */
  lastOrder: "lastOrder",
  /** localStorage: "light" | "dark" (SPEC §1). Survives logout. */
  theme: "theme",
} as const;
