import type { ChosenPiece } from "@/features/products";

/**
 * A line of the cart as the shopper sees it (docs/product.md#cart): the piece the product page
 * hands on, with `price` the sale price. `unavailable` says why the line cannot be ordered as it
 * is (the product was deleted, or its size has fewer left than the line asks for).
 */
export type CartItem = ChosenPiece & { unavailable?: string };
