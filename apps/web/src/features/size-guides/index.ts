// The size guides' public face for other features (eslint/boundaries.js forbids reaching past
// it): issue 28, docs/product.md#size-guides. Loaded with the product page only.
export { SizeGuideDialog } from "./components/size-guide-dialog";
export { SizeGuideTable } from "./components/size-guide-table";
export { guideWords, formatCentimetres } from "./guide-words";
