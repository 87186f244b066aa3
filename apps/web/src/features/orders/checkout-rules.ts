import { CITY_MAX, isEgyptianMobile, isEmail, normalizePhone } from "@atelier/shared/egypt";
import {
  addressDetailsText,
  customerNameOf,
  unitLimitProblem,
  type OrderCreate,
} from "@atelier/shared/orders";
import type { FieldProblem } from "@/components/ui/field-error";
import { translate, type MessageKey, type Translate } from "@/i18n";
import { limitText, type CartItem } from "@/features/cart";
import { orderEntries } from "@/features/discounts";

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
 * The fields docs/product.md#orders checks, in the page's order (top to bottom), with the words
 * that fill "Please fill in the {field} field." Floor and apartment are marked required on the form
 * but, as docs/product.md#orders says, not checked.
 */
const CHECKED: readonly (readonly [CheckoutField, MessageKey])[] = [
  ["firstName", "checkout.fieldFirstName"],
  ["lastName", "checkout.fieldLastName"],
  ["email", "checkout.fieldEmail"],
  ["phone", "checkout.fieldPhone"],
  ["address", "checkout.fieldAddress"],
  ["governorate", "checkout.fieldGovernorate"],
  ["city", "checkout.fieldCity"],
];

export type CheckoutField = keyof CheckoutFields;

/**
 * Every invalid field, in the page's order (docs/product.md#forms): missing, then for e-mail and
 * phone their form. Each message goes under its field; the first one is also the toast. A city
 * is not asked for before its governorate (the city list is closed until then).
 */
export function checkoutProblems(
  fields: CheckoutFields,
  t: Translate = english,
): FieldProblem<CheckoutField>[] {
  const problems: FieldProblem<CheckoutField>[] = [];
  for (const [field, label] of CHECKED) {
    const value = fields[field].trim();
    if (!value) {
      if (field === "city" && !fields.governorate) continue;
      problems.push({
        field,
        title: t("checkout.missing"),
        message: t("checkout.fillIn", { field: t(label) }),
      });
    } else if (field === "email" && !isEmail(value))
      problems.push({
        field,
        title: t("checkout.invalidEmail"),
        message: t("checkout.invalidEmailText"),
      });
    // A typed city (outside Cairo and Giza) is at most CITY_MAX characters (issue 30).
    else if (field === "city" && value.length > CITY_MAX)
      problems.push({
        field,
        title: t("checkout.cityTooLong"),
        message: t("checkout.cityTooLongText", { max: CITY_MAX }),
      });
    // Any digits: an Arabic keyboard's ٠١٠… is 010… (docs/product.md#numbers).
    else if (field === "phone" && !isEgyptianMobile(value))
      problems.push({
        field,
        title: t("checkout.invalidPhone"),
        message: t("checkout.invalidPhoneText"),
      });
  }
  return problems;
}

/**
 * The first problem with the checkout, in the page's order, then an empty basket; null when the
 * order can go.
 */
export function checkoutProblem(
  fields: CheckoutFields,
  itemCount: number,
  t: Translate = english,
): FormProblem | null {
  const first = checkoutProblems(fields, t)[0];
  if (first) return { title: first.title ?? "", description: first.message };
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
    products: orderEntries(items),
    status: "Pending",
    customer_email: fields.email.trim(),
    customer_number: normalizePhone(fields.phone),
    addressDetails: addressDetailsText(shippingAddress),
    customerName: customerNameOf(fields.firstName, fields.lastName),
    shippingAddress,
  };
}
