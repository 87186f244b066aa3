import { expect } from "vitest";
import type { TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

/**
 * The orders the payment tests start from, shared by payments.test.ts and instapay.test.ts.
 * `app` answers the test's current app (each test makes its own).
 */
export function paymentOrders(app: () => TestApp) {
  const verify = (email: string) =>
    app()
      .app.db.insertInto("verified_emails")
      .values({ email, verified_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();

  /** A verified guest's order; answers the 201 body or the failure. */
  async function order(overrides: Record<string, unknown> = {}, stock = 20, price = 850) {
    const t = app();
    const email = String(overrides.customer_email ?? "nour@example.com");
    await verify(email);
    const product = await createProduct(t, { stock: { M: stock }, salePrice: price });
    return t.inject({
      method: "POST",
      url: "/api/orders",
      payload: orderPayload([{ productId: product, M: 1 }], overrides),
    });
  }
  const placed = async (overrides: Record<string, unknown> = {}) => {
    const r = await order(overrides);
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: number; paymentState: string; orderToken: string };
  };
  const setStatus = async (id: number, status: string) => {
    const t = app();
    const r = await t.inject({
      method: "PATCH",
      url: `/api/orders/${id}/status`,
      payload: { status },
      token: await ownerToken(t),
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  return { verify, order, placed, setStatus };
}
