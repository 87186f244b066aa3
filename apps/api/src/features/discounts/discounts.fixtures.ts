import type { DiscountKind } from "@atelier/shared/discounts";
import { toPiastres } from "@atelier/shared/money";
import type { TestApp } from "../../../test/helpers";
import { orderPayload, ownerToken } from "../../../test/fixtures";

/*
 * Discount codes for the tests (issue 31), written straight into the discounts table: the admin's
 * routes are built apart, and what these suites test is the checkout's side. EGP in, piastres
 * stored, as migration 0026 keeps them.
 */

export type CodeFixture = {
  code?: string;
  kind?: DiscountKind;
  /** The percentage, or EGP for `fixed`. */
  value?: number;
  minSubtotal?: number;
  /** UTC ISO instants, as the table keeps them. */
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  perCustomerLimit?: number;
  firstOrderOnly?: boolean;
  categories?: string[];
  productIds?: number[];
  excludeSale?: boolean;
  active?: boolean;
  /** Uses already taken (the guarded counter). */
  uses?: number;
};

/** Adds a code (NOUR15, 15 % off everything, unlimited, by default); answers its id. */
export async function createCode(t: TestApp, c: CodeFixture = {}): Promise<number> {
  const kind = c.kind ?? "percent";
  const value = c.value ?? 15;
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto("discounts")
    .values({
      code: c.code ?? "NOUR15",
      kind,
      value: kind === "fixed" ? toPiastres(value) : kind === "percent" ? value : 0,
      min_subtotal: c.minSubtotal === undefined ? null : toPiastres(c.minSubtotal),
      starts_at: c.startsAt ?? null,
      ends_at: c.endsAt ?? null,
      usage_limit: c.usageLimit ?? null,
      per_customer_limit: c.perCustomerLimit ?? null,
      first_order_only: c.firstOrderOnly ? 1 : 0,
      categories: JSON.stringify(c.categories ?? []),
      product_ids: JSON.stringify(c.productIds ?? []),
      exclude_sale: c.excludeSale ? 1 : 0,
      note: "",
      active: c.active === false ? 0 : 1,
      uses: c.uses ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A code's guarded counter, and its uses not given back, as the tables hold them. */
export async function usesOf(t: TestApp, id: number) {
  const row = await t.app.db
    .selectFrom("discounts")
    .select("uses")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const kept = await t.app.db
    .selectFrom("discount_uses")
    .select("order_id")
    .where("discount_id", "=", id)
    .where("given_back_at", "is", null)
    .execute();
  return { uses: Number(row.uses), kept: kept.length };
}

/** The check route's answer for `body`, from `remoteAddress` (each its own 20 a minute). */
export const checkCode = (
  t: TestApp,
  body: object,
  opts: { token?: string; remoteAddress?: string } = {},
) => t.inject({ method: "POST", url: "/api/discounts/check", payload: body, ...opts });

/**
 * The `n`-th shopper's order as a verified guest (placed at once), with her own e-mail and phone
 * unless `overrides` name them.
 */
export async function verifiedOrder(
  t: TestApp,
  n: number,
  products: Parameters<typeof orderPayload>[0],
  overrides: Record<string, unknown> = {},
) {
  const email = String(overrides.customer_email ?? `shopper${n}@example.com`);
  await t.app.db
    .insertInto("verified_emails")
    .values({ email, verified_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return t.inject({
    method: "POST",
    url: "/api/orders",
    payload: orderPayload(products, {
      customer_email: email,
      customer_number: `0101${String(n).padStart(7, "0")}`,
      ...overrides,
    }),
  });
}

/** The store's free-shipping threshold, set as the admin sets it. */
export async function setFreeShippingOver(t: TestApp, egp: number | null) {
  const r = await t.inject({
    method: "PUT",
    url: "/api/admin/shipping/settings",
    token: await ownerToken(t),
    payload: { freeShippingOver: egp },
  });
  if (r.statusCode !== 200) throw new Error(`setting the threshold failed: ${r.body}`);
}
