// The colours' public face for other features (eslint/boundaries.js forbids reaching past it):
// issue 28, docs/product.md#colours. The types and helpers are free; the components load with
// the pages that draw them (the product page, the bag, checkout and the order pages).
export { toUiColor, type LineColorLabel, type UiColor } from "./ui-color";
export { colorNameIn } from "./color-name";
export { chosenColor } from "./chosen-color";
export { ColorDot } from "./components/color-dot";
export { ColorSwatches } from "./components/color-swatches";
export { LineColor } from "./components/line-color";
