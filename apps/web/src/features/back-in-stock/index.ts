// "Notify me when my size is back" (issue 29, docs/product.md#back-in-stock): its public face for
// other features (eslint/boundaries.js). Only the product page imports it; the form itself is a
// chunk of its own, fetched when a shopper asks for it.
export { NotifyMe } from "./components/notify-me";
