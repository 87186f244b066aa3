import { CITY_MAX, hasCityList, isCityOf, isGovernorate } from "@atelier/shared/egypt";
import type { Order } from "@atelier/shared/orders";
import type { CheckoutFields } from "./checkout-rules";

type Prefill = Partial<CheckoutFields>;

/**
 * What the checkout may fill from the signed-in shopper's newest order (docs/product.md#orders):
 * her name (first word, then the rest), phone and the address she gave. An address whose city is
 * no longer on the governorate's list (Cairo and Giza) is left out whole, so no half address is
 * offered; elsewhere the city she typed comes back. Whether the governorate is still delivered to
 * is the checkout's to say (its zones).
 */
export function prefillFromOrder(
  order: Pick<Order, "customerName" | "customer_number" | "shippingAddress">,
): Prefill {
  const [firstName = "", ...rest] = order.customerName.trim().split(/\s+/);
  const prefill: Prefill = { firstName, lastName: rest.join(" "), phone: order.customer_number };
  const a = order.shippingAddress;
  const cityFits = (g: string, city: string) =>
    hasCityList(g) ? isCityOf(g, city) : city.trim() !== "" && city.length <= CITY_MAX;
  if (a && isGovernorate(a.governorate) && cityFits(a.governorate, a.city))
    Object.assign(prefill, {
      address: a.address,
      floor: a.floor,
      apartment: a.apartment,
      governorate: a.governorate,
      city: a.city,
    });
  return prefill;
}

/**
 * The fields with the pre-fill in every one the shopper has not typed in yet: it may arrive after
 * she has started. A city comes only with its own governorate.
 */
export function withPrefill(fields: CheckoutFields, prefill: Prefill): CheckoutFields {
  const next = { ...fields };
  for (const key of Object.keys(prefill) as (keyof Prefill)[])
    if (key !== "city" && next[key] === "") next[key] = prefill[key] ?? "";
  if (next.city === "" && prefill.city && next.governorate === prefill.governorate)
    next.city = prefill.city;
  return next;
}
