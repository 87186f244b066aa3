import type { Size } from "@atelier/shared/products";
import { adminToken, login, type TestApp } from "./helpers";

export type ProductFixture = {
  title?: string;
  /** "Shirts" unless said (a discount code may be limited to categories). */
  category?: string;
  salePrice?: number;
  originalPrice?: number;
  stock?: Partial<Record<Size, number>>;
  images?: string[];
};

// One admin session per test app: logging in again for every product would trip the per-account
// limit.
const adminSessions = new WeakMap<TestApp, Promise<string>>();

/** The store owner's session, made once per test app. */
export function ownerToken(t: TestApp): Promise<string> {
  let token = adminSessions.get(t);
  if (!token) adminSessions.set(t, (token = adminToken(t)));
  return token;
}

/** A product added the way the owner adds one: through the admin API. */
export async function createProduct(t: TestApp, p: ProductFixture = {}): Promise<number> {
  const salePrice = p.salePrice ?? 850;
  const r = await t.inject({
    method: "POST",
    url: "/api/products",
    token: await ownerToken(t),
    payload: {
      title: p.title ?? "Linen Shirt",
      description: "Cut loose from washed Irish linen.",
      category: p.category ?? "Shirts",
      material: "Linen",
      originalPrice: p.originalPrice ?? salePrice,
      salePrice,
      images: p.images ?? [],
      quantityS: p.stock?.S ?? 0,
      quantityM: p.stock?.M ?? 0,
      quantityL: p.stock?.L ?? 0,
      quantityXL: p.stock?.XL ?? 0,
    },
  });
  if (r.statusCode !== 201) throw new Error(`creating a product failed: ${r.statusCode} ${r.body}`);
  return (r.json() as { id: number }).id;
}

/** Stock per size as a shopper's browser would read it. */
export async function stockOf(t: TestApp, productId: number): Promise<Record<Size, number>> {
  const r = await t.inject({ method: "GET", url: `/api/products/${productId}` });
  if (r.statusCode !== 200)
    throw new Error(`reading product ${productId} failed: ${r.statusCode} ${r.body}`);
  const p = r.json() as {
    quantityS: number;
    quantityM: number;
    quantityL: number;
    quantityXL: number;
  };
  return { S: p.quantityS, M: p.quantityM, L: p.quantityL, XL: p.quantityXL };
}

/** Admin edits, as the product management page makes them. */
export async function adminEdit(
  t: TestApp,
  productId: number,
  what: "sale" | "quantity",
  payload: object,
): Promise<void> {
  const r = await t.inject({
    method: "PATCH",
    url: `/api/products/${productId}/${what}`,
    token: await ownerToken(t),
    payload,
  });
  if (r.statusCode !== 200)
    throw new Error(`editing product ${productId} failed: ${r.statusCode} ${r.body}`);
}

export async function deleteProduct(t: TestApp, productId: number): Promise<void> {
  const r = await t.inject({
    method: "DELETE",
    url: `/api/products/${productId}`,
    token: await ownerToken(t),
  });
  if (r.statusCode !== 204)
    throw new Error(`deleting product ${productId} failed: ${r.statusCode} ${r.body}`);
}

/** A checkout as the web app sends it (docs/product.md#orders) with the structured address. */
export function orderPayload(
  products: ({ productId: number; color?: number } & Partial<Record<Size, number>>)[],
  overrides: Record<string, unknown> = {},
) {
  return {
    products: products.map((p) => ({ S: 0, M: 0, L: 0, XL: 0, ...p })),
    status: "Pending",
    customer_email: "nour@example.com",
    customer_number: "010 1234 5678",
    customerName: "Nour Hassan",
    shippingAddress: {
      address: "12 Road 9",
      floor: "3",
      apartment: "7",
      city: "Al-Maadi",
      governorate: "Cairo",
    },
    ...overrides,
  };
}

/**
 * A member of the team made as the owner makes one (issue 33): invited by e-mail, the password
 * set through the invitation's link, then logged in. Answers the member's session and id.
 */
export async function teamMember(
  t: TestApp,
  email: string,
  role: "admin" | "staff" = "staff",
  password = "Team2026pass",
): Promise<{ token: string; id: number }> {
  const invited = await t.inject({
    method: "POST",
    url: "/api/admin/team",
    token: await ownerToken(t),
    payload: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`inviting failed: ${invited.body}`);
  const link = new URL(await t.waitForLink(email, /invited to the team/));
  const set = await t.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token: link.searchParams.get("token"), password },
  });
  if (set.statusCode !== 200) throw new Error(`setting the password failed: ${set.body}`);
  return { token: await login(t, email, password), id: (invited.json() as { id: number }).id };
}
