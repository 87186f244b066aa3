import { sql } from "kysely";
import type { z } from "zod";
import {
  valueProblem,
  type Discount,
  type DiscountFigures,
  type DiscountUses,
  type discountCreateSchema,
  type discountPatchSchema,
} from "@atelier/shared/discounts";
import { ERROR_CODES } from "@atelier/shared/errors";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import { isUniqueViolation, nowIso, type Conn, type Db } from "../../db/dialects";
import { cairoToUtc, utcToCairo } from "../../lib/cairo-time";
import { AppError, badRequest, notFound } from "../../lib/errors";
// Joins a transaction the caller opened: the audit log records the change in it (issue 33).
import { inTransaction } from "../audit/audit.service";
import { csvLine } from "../../lib/csv";
import * as repo from "./discounts.repository";
import { kindOf, ruleOf } from "./discounts.service";

/*
 * The admin's discount codes (issue 31, docs/product.md#discount-codes--the-admin): create, read,
 * change, delete while unused, and what each code brought: its uses and its orders by outcome,
 * counted from discount_uses joined to orders in one grouped query (never one per code).
 */

type Input = z.output<typeof discountCreateSchema>;
type Changes = z.output<typeof discountPatchSchema>;

const MAX_ID = 2_147_483_647;
const codeNotFound = () => notFound("Discount code not found");
const codeTaken = (code: string) =>
  new AppError(
    400,
    `code: ${code} already exists; choose another code`,
    ERROR_CODES.DISCOUNT_CODE_TAKEN,
  );

/** An id from the path: beyond any row's (2^31) it is simply not found, never a 500. */
export function discountId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw codeNotFound();
  return id;
}

/** One code's orders by status: how many, how many gave the use back, their money (piastres). */
type StatusRow = { status: string; n: number; back: number; sales: number; discount: number };

/** Every code's (or one code's) uses grouped by its orders' status: one query. */
async function statusRows(db: Conn, id?: number): Promise<Map<number, StatusRow[]>> {
  const rows = await db
    .selectFrom("discount_uses as u")
    .innerJoin("orders as o", "o.id", "u.order_id")
    .select([
      "u.discount_id",
      "o.status",
      sql<number>`count(*)`.as("n"),
      sql<number>`sum(case when u.given_back_at is null then 0 else 1 end)`.as("back"),
      sql<number>`sum(o.total_price)`.as("sales"),
      sql<number>`sum(o.discount)`.as("discount"),
    ])
    .$if(id !== undefined, (q) => q.where("u.discount_id", "=", id!))
    .groupBy(["u.discount_id", "o.status"])
    .execute();
  const by = new Map<number, StatusRow[]>();
  for (const r of rows) {
    const list = by.get(r.discount_id) ?? [];
    // PostgreSQL answers count and sum as text (bigint, numeric).
    list.push({
      status: r.status,
      n: Number(r.n),
      back: Number(r.back),
      sales: Number(r.sales),
      discount: Number(r.discount),
    });
    by.set(r.discount_id, list);
  }
  return by;
}

const OPEN = new Set(["pending", "processing", "shipped"]);

/**
 * Reserved: taken by orders still on their way; consumed: kept by delivered or returned ones;
 * given back: by canceled or refused ones (once each, features/orders/status-life.ts).
 */
function usesOf(rows: StatusRow[]): DiscountUses {
  const sum = (keep: (r: StatusRow) => boolean, of: (r: StatusRow) => number) =>
    rows.filter(keep).reduce((s, r) => s + of(r), 0);
  return {
    reserved: sum(
      (r) => OPEN.has(r.status),
      (r) => r.n - r.back,
    ),
    consumed: sum(
      (r) => r.status === "delivered" || r.status === "returned",
      (r) => r.n - r.back,
    ),
    givenBack: sum(
      () => true,
      (r) => r.back,
    ),
  };
}

/** Orders by outcome; the delivered ones' sales (after discount) and discount, in EGP. */
function figuresOf(rows: StatusRow[]): DiscountFigures {
  const at = (status: string) => rows.find((r) => r.status === status);
  const count = (status: string) => at(status)?.n ?? 0;
  return {
    placed: rows.reduce((s, r) => s + r.n, 0),
    delivered: count("delivered"),
    refused: count("refused"),
    returned: count("returned"),
    canceled: count("canceled"),
    deliveredSales: fromPiastres(at("delivered")?.sales ?? 0),
    deliveredDiscount: fromPiastres(at("delivered")?.discount ?? 0),
  };
}

const cairo = (iso: string | null) => (iso === null ? null : utcToCairo(iso));

function toDiscount(row: repo.DiscountRow, rows: StatusRow[]): Discount {
  const rule = ruleOf(row);
  return {
    id: row.id,
    code: row.code,
    kind: kindOf(row),
    value: rule.kind === "fixed" ? fromPiastres(rule.value) : rule.value,
    minSubtotal: row.min_subtotal === null ? null : fromPiastres(Number(row.min_subtotal)),
    startsAt: cairo(row.starts_at),
    endsAt: cairo(row.ends_at),
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    perCustomerLimit: row.per_customer_limit,
    firstOrderOnly: row.first_order_only === 1,
    categories: [...rule.categories],
    productIds: [...rule.productIds],
    excludeSale: rule.excludeSale,
    note: row.note,
    active: row.active === 1,
    createdAt: row.created_at,
    uses: usesOf(rows),
    figures: figuresOf(rows),
  };
}

/** GET /admin/discounts: every code, newest first. */
export async function listDiscounts(db: Conn): Promise<Discount[]> {
  const [rows, stats] = await Promise.all([
    db.selectFrom("discounts").selectAll().orderBy("id", "desc").execute(),
    statusRows(db),
  ]);
  return rows.map((r) => toDiscount(r, stats.get(r.id) ?? []));
}

/** GET /admin/discounts/{id}. */
export async function readDiscount(db: Conn, id: number): Promise<Discount> {
  const row = await repo.findById(db, id);
  if (!row) throw codeNotFound();
  return toDiscount(row, (await statusRows(db, id)).get(id) ?? []);
}

const piastresOrNull = (egp: number | null | undefined) =>
  egp === null || egp === undefined ? null : toPiastres(egp);
const utcOrNull = (wallClock: string | null | undefined) =>
  wallClock ? cairoToUtc(wallClock) : null;
const flag = (on: boolean) => (on ? 1 : 0);

/** POST /admin/discounts. */
export async function createDiscount(db: Db, input: Input): Promise<Discount> {
  if (await repo.findByCode(db, input.code)) throw codeTaken(input.code);
  const now = nowIso();
  try {
    const { id } = await db
      .insertInto("discounts")
      .values({
        code: input.code,
        kind: input.kind,
        value:
          input.kind === "fixed"
            ? toPiastres(input.value!)
            : input.kind === "percent"
              ? input.value!
              : 0,
        min_subtotal: piastresOrNull(input.minSubtotal),
        starts_at: utcOrNull(input.startsAt),
        ends_at: utcOrNull(input.endsAt),
        usage_limit: input.usageLimit ?? null,
        per_customer_limit: input.perCustomerLimit ?? null,
        first_order_only: flag(input.firstOrderOnly ?? false),
        categories: JSON.stringify(input.categories ?? []),
        product_ids: JSON.stringify(input.productIds ?? []),
        exclude_sale: flag(input.excludeSale ?? false),
        note: input.note ?? "",
        active: flag(input.active ?? true),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return await readDiscount(db, id);
  } catch (err) {
    // Two admins adding the same code at once: the unique index decides.
    if (isUniqueViolation(err)) throw codeTaken(input.code);
    throw err;
  }
}

/** PATCH /admin/discounts/{id}: the fields sent; the value against the stored kind. */
export async function updateDiscount(db: Db, id: number, changes: Changes): Promise<Discount> {
  const row = await repo.findById(db, id);
  if (!row) throw codeNotFound();
  const kind = kindOf(row);
  if (changes.value !== undefined) {
    const problem = valueProblem(kind, changes.value);
    if (problem) throw badRequest(problem);
  }
  const startsAt = changes.startsAt === undefined ? row.starts_at : utcOrNull(changes.startsAt);
  const endsAt = changes.endsAt === undefined ? row.ends_at : utcOrNull(changes.endsAt);
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    throw badRequest("endsAt must be after startsAt");
  if (changes.code !== undefined && changes.code !== row.code) {
    if (await repo.findByCode(db, changes.code)) throw codeTaken(changes.code);
  }
  try {
    await db
      .updateTable("discounts")
      .set({
        ...(changes.code !== undefined && { code: changes.code }),
        ...(changes.value !== undefined &&
          kind !== "free_shipping" && {
            value: kind === "fixed" ? toPiastres(changes.value) : changes.value,
          }),
        ...(changes.minSubtotal !== undefined && {
          min_subtotal: piastresOrNull(changes.minSubtotal),
        }),
        starts_at: startsAt,
        ends_at: endsAt,
        ...(changes.usageLimit !== undefined && { usage_limit: changes.usageLimit }),
        ...(changes.perCustomerLimit !== undefined && {
          per_customer_limit: changes.perCustomerLimit,
        }),
        ...(changes.firstOrderOnly !== undefined && {
          first_order_only: flag(changes.firstOrderOnly),
        }),
        ...(changes.categories !== undefined && {
          categories: JSON.stringify(changes.categories),
        }),
        ...(changes.productIds !== undefined && {
          product_ids: JSON.stringify(changes.productIds),
        }),
        ...(changes.excludeSale !== undefined && { exclude_sale: flag(changes.excludeSale) }),
        ...(changes.note !== undefined && { note: changes.note }),
        ...(changes.active !== undefined && { active: flag(changes.active) }),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(changes.code ?? row.code);
    throw err;
  }
  return readDiscount(db, id);
}

/**
 * DELETE /admin/discounts/{id}: only a code no order ever used (its orders keep its name, and
 * its figures are what an influencer is paid on); a used one is deactivated instead.
 */
export async function deleteDiscount(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw codeNotFound();
    const used = await trx
      .selectFrom("discount_uses")
      .select("id")
      .where("discount_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (used)
      throw new AppError(
        400,
        `${row.code} has been used by an order: it can only be deactivated`,
        ERROR_CODES.DISCOUNT_IN_USE,
      );
    await trx.deleteFrom("discounts").where("id", "=", id).execute();
  });
}

export const DISCOUNT_CSV_COLUMNS = [
  "Code",
  "Kind",
  "Value",
  "Note",
  "Active",
  "Orders placed",
  "Delivered",
  "Refused",
  "Returned",
  "Canceled",
  "Delivered sales (EGP)",
  "Delivered discount (EGP)",
] as const;

const money = (egp: number) => egp.toFixed(2);

/**
 * GET /admin/discounts.csv: one line per code, newest first, with what it brought; the delivered
 * figures are the ones an influencer is paid on. Cells escaped as the courier sheet's (csvCell:
 * a note typed as a formula is not run by the spreadsheet).
 */
export async function discountsCsv(db: Conn): Promise<string> {
  const lines = (await listDiscounts(db)).map((d) =>
    csvLine([
      d.code,
      d.kind,
      d.kind === "fixed" ? money(d.value) : d.value,
      d.note,
      d.active ? "yes" : "no",
      d.figures.placed,
      d.figures.delivered,
      d.figures.refused,
      d.figures.returned,
      d.figures.canceled,
      money(d.figures.deliveredSales),
      money(d.figures.deliveredDiscount),
    ]),
  );
  return `\uFEFF${csvLine([...DISCOUNT_CSV_COLUMNS])}${lines.join("")}`;
}
