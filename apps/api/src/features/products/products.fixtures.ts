import { expect } from "vitest";
import type { TestApp } from "../../../test/helpers";

/** A product as an admin sends it, shared by products.test.ts and products-cache.test.ts. */
export const SHIRT = {
  title: "Sea Island Oxford Shirt",
  description: "Soft-roll collar, mother-of-pearl buttons.",
  originalPrice: 2850,
  salePrice: 2399.99,
  material: "Sea Island cotton",
  category: "Shirts",
  images: ["/uploads/0123abcd-1600.webp"],
  quantityS: 2,
  quantityM: 5,
  quantityL: 0,
  quantityXL: 1,
};

/** The catalogue's calls; `app` and `admin` answer the current test's app and admin token. */
export function catalogueCalls(app: () => TestApp, admin: () => string) {
  const create = (payload: object, token: string | undefined = admin()) =>
    app().inject({ method: "POST", url: "/api/products", payload, token });
  const created = async (
    payload: object = SHIRT,
  ): Promise<{ id: number } & Record<string, unknown>> => {
    const r = await create(payload);
    expect(r.statusCode, r.body).toBe(201);
    return r.json();
  };
  const list = (headers: Record<string, string> = {}) =>
    app().inject({ method: "GET", url: "/api/products", headers });
  const one = (id: number | string, headers: Record<string, string> = {}) =>
    app().inject({ method: "GET", url: `/api/products/${id}`, headers });
  const patch = (id: number, what: string, payload: object, token: string | undefined = admin()) =>
    app().inject({ method: "PATCH", url: `/api/products/${id}/${what}`, payload, token });
  return { create, created, list, one, patch };
}
