import type { Conn } from "../../db/dialects";

/*
 * Reads of the daily figures (migration 0030, db/daily-figures.ts): sums over the days of a range,
 * each a walk of the table's primary key from its first day. Sums come back as text on
 * PostgreSQL (bigint), so every figure goes through Number().
 */

type Days = { from: string; to: string };

/** Orders, units, net and discounts per day and outcome (live, canceled, refused, returned). */
export const salesByDay = (db: Conn, { from, to }: Days) =>
  db
    .selectFrom("sales_days")
    .select((eb) => [
      "day",
      "outcome",
      eb.fn.sum<string | number>("orders").as("orders"),
      eb.fn.sum<string | number>("units").as("units"),
      eb.fn.sum<string | number>("net").as("net"),
      eb.fn.sum<string | number>("discounts").as("discounts"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["day", "outcome"])
    .execute();

/** Orders and net of live orders per payment method and new or returning customer. */
export const liveMix = (db: Conn, { from, to }: Days) =>
  db
    .selectFrom("sales_days")
    .select((eb) => [
      "payment",
      "customer",
      eb.fn.sum<string | number>("orders").as("orders"),
      eb.fn.sum<string | number>("net").as("net"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("outcome", "=", "live")
    .groupBy(["payment", "customer"])
    .execute();

export const codes = (db: Conn, { from, to }: Days) =>
  db
    .selectFrom("code_days")
    .select((eb) => [
      "code",
      eb.fn.sum<string | number>("orders").as("orders"),
      eb.fn.sum<string | number>("net").as("net"),
      eb.fn.sum<string | number>("discounts").as("discounts"),
      eb.fn.sum<string | number>("delivered").as("delivered"),
      eb.fn.sum<string | number>("delivered_net").as("delivered_net"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("code")
    .execute();

export const sellers = (db: Conn, { from, to }: Days) =>
  db
    .selectFrom("product_days")
    .select((eb) => [
      "product_id",
      "color_id",
      "size",
      eb.fn.sum<string | number>("units").as("units"),
      eb.fn.sum<string | number>("net").as("net"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["product_id", "color_id", "size"])
    .execute();

/** Every product in the catalogue now, and the colours named in `colorIds`. */
export const catalogue = (db: Conn) =>
  db.selectFrom("products").select(["id", "title"]).orderBy("id").execute();
export const colorNames = (db: Conn, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom("product_colors").select(["id", "name"]).where("id", "in", ids).execute();

export const places = (db: Conn, { from, to }: Days) =>
  db
    .selectFrom("place_days")
    .select((eb) => [
      "governorate",
      "city",
      eb.fn.sum<string | number>("orders").as("orders"),
      eb.fn.sum<string | number>("delivered").as("delivered"),
      eb.fn.sum<string | number>("refused").as("refused"),
      eb.fn.sum<string | number>("returned").as("returned"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["governorate", "city"])
    .execute();
