import { queryOptions, useQuery } from "@tanstack/react-query";
import { SIZES, type Product } from "@atelier/shared/products";
import type { CartEntry, CartResponse } from "@atelier/shared/cart";
import { api } from "@/lib/api-client";
import type { CartItem } from "../cart-item";

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

/** The server cart with each product's details, one line per product and size. */
async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  const cart = await api.get<CartResponse>("/cart", signal);
  const entries = parseEntries(cart.items);
  const ids = [...new Set(entries.map((e) => e.productId))];
  const results = await Promise.allSettled(
    ids.map((id) => api.get<Product>(`/products/${id}`, signal)),
  );
  const products = new Map<number, Product>();
  results.forEach((result, i) => {
    // docs/product.md#cart: a product that fails to load is logged and its line skipped.
    if (result.status === "fulfilled") products.set(ids[i]!, result.value);
    else console.warn(`Cart: could not load product ${ids[i]}`, result.reason);
  });

  const lines: CartItem[] = [];
  for (const entry of entries) {
    const product = products.get(entry.productId);
    if (!product) continue;
    for (const size of SIZES) {
      const quantity = Number(entry[size]) || 0;
      if (quantity <= 0) continue;
      lines.push({
        id: String(product.id),
        title: product.title,
        price: product.salePrice,
        images: product.images,
        selectedSize: size,
        quantity,
      });
    }
  }
  return lines;
}

const cartQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...CART_KEY, userId], queryFn: ({ signal }) => getCart(signal) });

/** The signed-in user's cart; idle for guests. */
export function useServerCart(userId: number | undefined) {
  return useQuery({ ...cartQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
