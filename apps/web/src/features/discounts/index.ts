// Discount codes' public face for other features (issue 31, docs/product.md#discount-codes).
export { DiscountField, DISCOUNT_FIELD_ID } from "./components/discount-field";
export { discountedBasket, type SummaryDiscount } from "./discounted-basket";
export { discountReason } from "./discount-reason";
export { writeStoredCode } from "./stored-code";
export { orderEntries, useDiscount, type DiscountState } from "./use-discount";
