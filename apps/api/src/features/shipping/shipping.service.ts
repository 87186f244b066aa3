import type { Selectable } from "kysely";
import type { z } from "zod";
import {
  GOVERNORATE_CODES,
  governorateCode,
  governorateName,
  governorateOfCode,
  type Governorate,
} from "@atelier/shared/egypt";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import {
  codZoneMessage,
  MAX_ZONES,
  notDeliveredMessage,
  shippingFee,
  type AdminShippingZone,
  type AdminShippingZones,
  type shippingZoneCreateSchema,
  type shippingZonePatchSchema,
  type ShippingZones,
} from "@atelier/shared/shipping";
import { ERROR_CODES } from "@atelier/shared/errors";
import { isUniqueViolation, nowIso, type Conn, type Db } from "../../db/dialects";
import type { ShippingZonesTable } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
// Joins a transaction the caller opened: the audit log records the change in it (issue 33).
import { inTransaction } from "../audit/audit.service";

/*
 * Shipping zones (issue 30, docs/product.md#shipping-zones). Each governorate belongs to at most
 * one zone (the governorate is the key of shipping_zone_governorates); the order is priced from
 * the zone that serves its governorate, when that zone is enabled, and from nothing else.
 */

export type ZoneInput = z.output<typeof shippingZoneCreateSchema>;
export type ZoneChanges = z.output<typeof shippingZonePatchSchema>;

const FREE_OVER_KEY = "free_shipping_over";

const readSetting = async (db: Conn, key: string): Promise<string | null> =>
  (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())
    ?.value ?? null;

const writeSetting = (db: Conn, key: string, value: string) =>
  db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
const MAX_ID = 2_147_483_647;
const zoneNotFound = () => notFound("Shipping zone not found");

type ZoneRow = Selectable<ShippingZonesTable>;

function toZone(row: ZoneRow, codes: string[]): AdminShippingZone {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    // The store's order of governorates.
    governorates: GOVERNORATE_CODES.filter((c) => codes.includes(c)),
    fee: fromPiastres(Number(row.fee)),
    days: { min: row.days_min, max: row.days_max },
    cod: Boolean(row.cod),
    enabled: Boolean(row.enabled),
  };
}

/** Every zone (the admin's list), oldest first. */
async function allZones(db: Conn): Promise<AdminShippingZone[]> {
  const [rows, links] = await Promise.all([
    db.selectFrom("shipping_zones").selectAll().orderBy("id").execute(),
    db.selectFrom("shipping_zone_governorates").selectAll().execute(),
  ]);
  return rows.map((r) =>
    toZone(
      r,
      links.filter((l) => l.zone_id === r.id).map((l) => l.governorate),
    ),
  );
}

/** The threshold in EGP, or null when the store sets none. */
export async function freeShippingOver(db: Conn): Promise<number | null> {
  const value = await readSetting(db, FREE_OVER_KEY);
  return value === null ? null : fromPiastres(Number(value));
}

/** GET /admin/shipping/zones. */
export const adminZones = async (db: Conn): Promise<AdminShippingZones> => ({
  zones: await allZones(db),
  freeShippingOver: await freeShippingOver(db),
});

/** GET /shipping/zones: the enabled zones, and the threshold. */
export async function publicZones(db: Conn): Promise<ShippingZones> {
  const { zones, freeShippingOver: over } = await adminZones(db);
  return {
    zones: zones.filter((z) => z.enabled).map(({ enabled: _enabled, ...zone }) => zone),
    freeShippingOver: over,
  };
}

/** 400 naming the governorate and its zone when one of `codes` is already in another zone. */
async function checkGovernoratesFree(db: Conn, codes: string[], zoneId: number | null) {
  if (codes.length === 0) return;
  const taken = await db
    .selectFrom("shipping_zone_governorates as g")
    .innerJoin("shipping_zones as z", "z.id", "g.zone_id")
    .select(["g.governorate", "z.name"])
    .where("g.governorate", "in", codes)
    .$if(zoneId !== null, (q) => q.where("g.zone_id", "<>", zoneId!))
    .orderBy("g.governorate")
    .executeTakeFirst();
  if (taken)
    throw badRequest(
      `governorates: ${governorateOfCode(taken.governorate) ?? taken.governorate} (${taken.governorate}) is already in the zone "${taken.name}"; take it out of that zone first`,
    );
}

async function setGovernorates(db: Conn, zoneId: number, codes: string[]) {
  await db.deleteFrom("shipping_zone_governorates").where("zone_id", "=", zoneId).execute();
  if (codes.length)
    await db
      .insertInto("shipping_zone_governorates")
      .values(codes.map((governorate) => ({ governorate, zone_id: zoneId })))
      .execute();
}

async function readZone(db: Conn, id: number): Promise<AdminShippingZone> {
  const row = await db
    .selectFrom("shipping_zones")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw zoneNotFound();
  const codes = await db
    .selectFrom("shipping_zone_governorates")
    .select("governorate")
    .where("zone_id", "=", id)
    .execute();
  return toZone(
    row,
    codes.map((c) => c.governorate),
  );
}

/** POST /admin/shipping/zones. */
export async function createZone(db: Db, input: ZoneInput): Promise<AdminShippingZone> {
  try {
    return await inTransaction(db, async (trx) => {
      const count = await trx
        .selectFrom("shipping_zones")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_ZONES)
        throw badRequest(`A store may have at most ${MAX_ZONES} shipping zones`);
      await checkGovernoratesFree(trx, input.governorates, null);
      const now = nowIso();
      const { id } = await trx
        .insertInto("shipping_zones")
        .values({
          name: input.name,
          name_ar: input.nameAr,
          fee: toPiastres(input.fee),
          days_min: input.days.min,
          days_max: input.days.max,
          cod: input.cod ? 1 : 0,
          enabled: input.enabled ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await setGovernorates(trx, id, input.governorates);
      return readZone(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw badRequest("governorates: a governorate was just given to another zone; try again");
    throw err;
  }
}

/** PATCH /admin/shipping/zones/{id}: the fields sent. Placed orders keep what they were priced. */
export async function updateZone(
  db: Db,
  id: number,
  changes: ZoneChanges,
): Promise<AdminShippingZone> {
  if (id > MAX_ID) throw zoneNotFound();
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable("shipping_zones")
        .set({
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.nameAr !== undefined && { name_ar: changes.nameAr }),
          ...(changes.fee !== undefined && { fee: toPiastres(changes.fee) }),
          ...(changes.days !== undefined && {
            days_min: changes.days.min,
            days_max: changes.days.max,
          }),
          ...(changes.cod !== undefined && { cod: changes.cod ? 1 : 0 }),
          ...(changes.enabled !== undefined && { enabled: changes.enabled ? 1 : 0 }),
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!row) throw zoneNotFound();
      if (changes.governorates !== undefined) {
        await checkGovernoratesFree(trx, changes.governorates, id);
        await setGovernorates(trx, id, changes.governorates);
      }
      return readZone(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw badRequest("governorates: a governorate was just given to another zone; try again");
    throw err;
  }
}

/** PUT /admin/shipping/settings. */
export async function setFreeShippingOver(db: Conn, egp: number | null): Promise<void> {
  if (egp === null) await db.deleteFrom("settings").where("key", "=", FREE_OVER_KEY).execute();
  else await writeSetting(db, FREE_OVER_KEY, String(toPiastres(egp)));
}

/** What an order pays for shipping, and where to. */
export type ShippingQuote = {
  governorate: Governorate;
  code: string;
  zone: string;
  /** EGP: the zone's fee, or 0 over the threshold. */
  fee: number;
  cod: boolean;
};

/**
 * The shipping of an order of `subtotal` EGP to `governorate` (English name or ISO code): the
 * enabled zone that serves it, its fee, or 0 once the subtotal reaches the threshold. 400 naming
 * shippingAddress.governorate when no enabled zone serves it.
 */
export async function quoteShipping(
  db: Conn,
  governorate: string,
  subtotal: number,
): Promise<ShippingQuote> {
  const name = governorateName(governorate);
  if (!name) throw badRequest(notDeliveredMessage(governorate));
  const code = governorateCode(name);
  const zone = await db
    .selectFrom("shipping_zone_governorates as g")
    .innerJoin("shipping_zones as z", "z.id", "g.zone_id")
    .select(["z.name", "z.fee", "z.cod"])
    .where("g.governorate", "=", code)
    .where("z.enabled", "=", 1)
    .executeTakeFirst();
  if (!zone) throw badRequest(notDeliveredMessage(name));
  return {
    governorate: name,
    code,
    zone: zone.name,
    fee: shippingFee(fromPiastres(Number(zone.fee)), subtotal, await freeShippingOver(db)),
    cod: Boolean(zone.cod),
  };
}

/** 400 COD_NOT_AVAILABLE where the zone takes no cash on delivery (issue 14's refusal's shape). */
export function checkZoneCod(quote: ShippingQuote): void {
  if (!quote.cod)
    throw new AppError(400, codZoneMessage(quote.governorate), ERROR_CODES.COD_NOT_AVAILABLE);
}
