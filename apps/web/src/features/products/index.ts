// The products feature's public face for other features (eslint/boundaries.js forbids reaching
// past it).
export type { ChosenPiece } from "./ui-product";
export { PRODUCTS_KEY } from "./api/keys";
