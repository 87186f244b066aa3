// The cart's public face for other features (eslint/boundaries.js forbids reaching past it).
export type { CartItem } from "./cart-item";
export { CART_KEY } from "./api/get-cart";
export { showInsufficientQuantity, UNAVAILABLE_ITEMS } from "./cart-errors";
// "Order again" (features/orders) fills either cart through these.
export { addToCart } from "./api/add-to-cart";
export { loadProducts } from "./api/get-cart";
export { readGuestLines, writeGuestLines } from "./guest-cart";
export { limitText } from "./limit-text";
