// Shipping zones' public face for other features (issue 30, docs/product.md#shipping-zones).
export { SHIPPING_ZONES_KEY, useShippingZones } from "./api/get-shipping-zones";
