import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  localizedProduct,
  quantityOf,
  SIZES,
  type Product,
  type Size,
} from "@atelier/shared/products";
import type { Locale } from "@atelier/shared/locales";
import { translate } from "@/i18n";
import type { CartEntry, CartResponse } from "@atelier/shared/cart";
import { api, isApiError } from "@/lib/api-client";
import type { CartItem } from "../cart-item";
import { colorNameIn } from "@/features/colors";

export const CART_KEY = ["cart"] as const;

/**
 * `items` is a JSON string (docs/product.md#cart). Parsed by hand rather than with the shared zod
 * schema: the cart is on every page and zod would weigh on the first load.
 */
function parseEntries(items: string): CartEntry[] {
  try {
    const data: unknown = JSON.parse(items);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (e): e is CartEntry =>
        !!e && typeof e === "object" && Number.isInteger((e as CartEntry).productId),
    );
  } catch {
    return [];
  }
}

/** What the server says of a product: its details, or `null` once it has been deleted (404). */
export type LoadedProducts = Map<string, Product | null>;

/**
 * Each product's details, read fresh from the server: the one way both carts get their titles,
 * prices, photos and stock. A product that fails to load otherwise is logged and left out.
 */
export async function loadProducts(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<LoadedProducts> {
  const unique = [...new Set(ids)];
  const results = await Promise.allSettled(
    unique.map((id) => api.get<Product>(`/products/${id}`, signal)),
  );
  const products: LoadedProducts = new Map();
  results.forEach((result, i) => {
    const id = unique[i]!;
    if (result.status === "fulfilled") products.set(id, result.value);
    else {
      if (isApiError(result.reason) && result.reason.status === 404) products.set(id, null);
      console.warn(`Cart: could not load product ${id}`, result.reason);
    }
  });
  return products;
}

/**
 * One line from its product; `unavailable` when the size has fewer left than the line asks. A
 * piece sold in colours reads its colour's photographs and stock (docs/product.md#colours); a
 * line from before it came in colours is in its first, the colour it was sold in until then.
 */
export function cartLine(
  product: Product,
  size: Size,
  quantity: number,
  locale: Locale = "en",
  colorId?: number,
): CartItem {
  const colors = product.colors ?? [];
  const color = colorId === undefined ? colors[0] : colors.find((c) => c.id === colorId);
  const line: CartItem = {
    id: String(product.id),
    title: localizedProduct(product, locale).title,
    price: product.salePrice,
    images: (color ?? product).images,
    selectedSize: size,
    quantity,
  };
  if (color) line.color = { id: color.id, name: colorNameIn(color, locale), hex: color.hex };
  // A colour deleted since is sold out: the line keeps its id, to be removed, and no more of it.
  else if (colorId !== undefined) line.color = { id: colorId, name: "", hex: "" };
  const left = line.color && !color ? 0 : quantityOf(color ?? product, size);
  if (left < quantity)
    line.unavailable =
      left > 0
        ? translate(locale, "bag.onlyLeft", { left, size })
        : translate(locale, "bag.soldOut", { size });
  return line;
}

/** The server cart with each product's details, one line per product, colour and size. */
async function getCart(locale: Locale, signal?: AbortSignal): Promise<CartItem[]> {
  const cart = await api.get<CartResponse>("/cart", signal);
  const entries = parseEntries(cart.items);
  const products = await loadProducts(
    entries.map((e) => String(e.productId)),
    signal,
  );

  const lines: CartItem[] = [];
  for (const entry of entries) {
    // docs/product.md#cart: the server drops deleted products; one that fails to load is skipped.
    const product = products.get(String(entry.productId));
    if (!product) continue;
    for (const size of SIZES) {
      const quantity = Number(entry[size]) || 0;
      if (quantity > 0) lines.push(cartLine(product, size, quantity, locale, entry.color));
    }
  }
  return lines;
}

const cartQueryOptions = (userId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...CART_KEY, userId, locale],
    queryFn: ({ signal }) => getCart(locale, signal),
  });

/** The signed-in user's cart, in the page's language; idle for guests. */
export function useServerCart(userId: number | undefined, locale: Locale = "en") {
  return useQuery({ ...cartQueryOptions(userId ?? 0, locale), enabled: userId !== undefined });
}

/**
 * The products of a guest's stored lines (docs/product.md#cart), keyed by the set of ids so a
 * change of quantity does not fetch again.
 */
export function useGuestProducts(ids: readonly string[]) {
  const key = [...new Set(ids)].sort();
  return useQuery({
    queryKey: [...CART_KEY, "guest", ...key],
    queryFn: ({ signal }) => loadProducts(key, signal),
    enabled: key.length > 0,
    // While a new piece's details load, the others stay on screen.
    placeholderData: (previous) => previous,
  });
}
