import { isEgyptianMobile, isEmail, normalizePhone } from "@atelier/shared/egypt";
import {
  addressDetailsText,
  customerNameOf,
  unitLimitProblem,
  type OrderCreate,
} from "@atelier/shared/orders";
import { translate, type MessageKey, type Translate } from "@/i18n";
import { limitText, type CartItem } from "@/features/cart";

/** English unless the page passes its own t() (the tests read the English words). */
const english: Translate = (key, vars) => translate("en", key, vars);

export type CheckoutFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  floor: string;
  apartment: string;
  governorate: string;
  city: string;
};

export const emptyCheckoutFields = (email = ""): CheckoutFields => ({
  firstName: "",
  lastName: "",
  email,
  phone: "",
  address: "",
  floor: "",
  apartment: "",
  governorate: "",
  city: "",
});

/** Shown as a destructive toast: the title and message of docs/product.md#orders. */
export type FormProblem = { title: string; description: string };

/**
 * The required fields of docs/product.md#orders, in its order, with the words that fill "Please
 * fill in the {field} field." Floor and apartment are marked required on the form but, as
 * docs/product.md#orders says, not checked.
 */
const REQUIRED: readonly (readonly [keyof CheckoutFields, MessageKey])[] = [
  ["firstName", "checkout.fieldFirstName"],
  ["lastName", "checkout.fieldLastName"],
  ["email", "checkout.fieldEmail"],
  ["phone", "checkout.fieldPhone"],
  ["address", "checkout.fieldAddress"],
  ["city", "checkout.fieldCity"],
  ["governorate", "checkout.fieldGovernorate"],
];

/**
 * The first problem with the checkout, in the order of docs/product.md#orders; null when the order
 * can go.
 */
export function checkoutProblem(
  fields: CheckoutFields,
  itemCount: number,
  t: Translate = english,
): FormProblem | null {
  for (const [name, label] of REQUIRED) {
    if (!fields[name].trim())
      return {
        title: t("checkout.missing"),
        description: t("checkout.fillIn", { field: t(label) }),
      };
  }
  if (!isEmail(fields.email.trim()))
    return { title: t("checkout.invalidEmail"), description: t("checkout.invalidEmailText") };
  if (!isEgyptianMobile(fields.phone))
    return { title: t("checkout.invalidPhone"), description: t("checkout.invalidPhoneText") };
  if (itemCount === 0)
    return { title: t("checkout.emptyCart"), description: t("checkout.emptyCartText") };
  return null;
}

/**
 * The basket against the order limits the server enforces (docs/product.md#orders): too many of
 * one size, or in all, is stopped here with the same words, before anything is sent.
 */
export function basketProblem(
  items: readonly Pick<CartItem, "quantity" | "unavailable">[],
  t: Translate = english,
): FormProblem | null {
  // docs/product.md#cart: a deleted product or a sold-out size cannot be ordered.
  if (items.some((i) => i.unavailable))
    return { title: t("cart.unavailableTitle"), description: t("cart.unavailableText") };
  const problem = unitLimitProblem(items);
  return problem
    ? {
        title: t("checkout.tooMany"),
        description: t("checkout.tooManyText", { problem: limitText(t, problem) }),
      }
    : null;
}

/**
 * The order placement payload of docs/product.md#orders: each line carries only its chosen size's
 * quantity. The structured `shippingAddress` (docs/product.md#orders) travels beside the one-line
 * `addressDetails`. Prices never travel: the server prices the lines itself.
 */
export function orderPayload(fields: CheckoutFields, items: readonly CartItem[]): OrderCreate {
  const shippingAddress = {
    address: fields.address.trim(),
    floor: fields.floor.trim(),
    apartment: fields.apartment.trim(),
    city: fields.city,
    governorate: fields.governorate,
  };
  return {
    products: items.map((item) => {
      const line = { productId: Number(item.id), S: 0, M: 0, L: 0, XL: 0 };
      line[item.selectedSize] = item.quantity;
      return line;
    }),
    status: "Pending",
    customer_email: fields.email.trim(),
    customer_number: normalizePhone(fields.phone),
    addressDetails: addressDetailsText(shippingAddress),
    customerName: customerNameOf(fields.firstName, fields.lastName),
    shippingAddress,
  };
}
