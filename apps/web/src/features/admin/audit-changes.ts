import { COURIER_NAMES, type Courier } from "@atelier/shared/tracking";

/*
 * The audit log's before and after (issue 33, docs/product.md#audit-log) as lines people read:
 * "Sale price: 2,399.99 → 2,199". Each side holds only the fields that changed; a colour's
 * fields sit under its name ("Sand · Stock M: 5 → 3").
 */

export type ChangeLine = { field: string; before?: string; after?: string };

const LABELS: Record<string, string> = {
  salePrice: "Sale price",
  originalPrice: "Original price",
  quantityS: "Stock S",
  quantityM: "Stock M",
  quantityL: "Stock L",
  quantityXL: "Stock XL",
  titleAr: "Title (Arabic)",
  descriptionAr: "Description (Arabic)",
  categoryAr: "Category (Arabic)",
  materialAr: "Material (Arabic)",
  nameAr: "Name (Arabic)",
  images: "Photographs",
  sizeGuideId: "Size guide",
  paymentState: "Payment",
  freeShippingOver: "Free shipping over",
  autoCancel: "Cancel unanswered orders",
  minSubtotal: "Minimum subtotal",
  usageLimit: "Uses allowed",
  perCustomerLimit: "Uses per customer",
  firstOrderOnly: "First order only",
  productIds: "Products",
  excludeSale: "Not on sale pieces",
  startsAt: "Starts",
  endsAt: "Ends",
  cod: "Cash on delivery",
};

/** "salePrice" → "Sale price" for a field without a label of its own. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
export const fieldLabel = (key: string) => LABELS[key] ?? words(key);

const STATES: Record<string, string> = {
  instapay_awaiting: "Instapay, awaiting",
  instapay_submitted: "Instapay, reported",
  instapay_confirmed: "Instapay, confirmed",
  instapay_rejected: "Instapay, rejected",
  cod: "Cash on delivery",
};

const MAX_TEXT = 120;
const short = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One value, in a few words. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") {
    if (key === "courier") return COURIER_NAMES[value as Courier] ?? value;
    if (key === "paymentState") return STATES[value] ?? value;
    return short(value);
  }
  if (Array.isArray(value)) {
    if (key === "images")
      return value.length === 1 ? "1 photograph" : `${value.length} photographs`;
    if (value.every((v) => typeof v === "string" || typeof v === "number"))
      return short(value.join(", ")) || "—";
  }
  return short(JSON.stringify(value));
}

type Flat = Map<string, { label: string; key: string; value: unknown }>;

/** Objects within objects become "Sand · Stock M"; any other value stays whole. */
function flatten(value: unknown, into: Flat, path = "", label = ""): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    // A colour is named by its name; other keys by their label.
    const name = /^[a-z][A-Za-z]*$/.test(key) ? fieldLabel(key) : key;
    const here = label ? `${label} · ${name}` : name;
    const at = `${path}/${key}`;
    const nested =
      typeof inner === "object" && inner !== null && !Array.isArray(inner) && key !== "rows";
    if (nested && Object.keys(inner).length > 0) flatten(inner, into, at, here);
    else into.set(at, { label: here, key, value: inner });
  }
}

/** The lines of one entry: each changed field, before → after (one side only for a creation). */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const was: Flat = new Map();
  const now: Flat = new Map();
  flatten(before, was);
  flatten(after, now);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const wholeSide = (side: unknown) => side === null || side === undefined;
  return paths.map((path) => {
    const a = was.get(path);
    const b = now.get(path);
    const field = (b ?? a)!.label;
    const key = (b ?? a)!.key;
    return {
      field,
      ...(wholeSide(before) ? {} : { before: a ? valueText(key, a.value) : "—" }),
      ...(wholeSide(after) ? {} : { after: b ? valueText(key, b.value) : "—" }),
    };
  });
}
