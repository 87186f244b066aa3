import type { AuditKind } from "@atelier/shared/audit";
import type { ProductColor } from "@atelier/shared/colors";
import type { Product } from "@atelier/shared/products";
import type { Conn, Db } from "../../db/dialects";
import { colorsOf, toColor } from "../colors/colors.service";
import { findProduct } from "../products/products.service";
import { audited, changeEntry, recordAudit, type AuditActor } from "./audit.service";

/*
 * What the audit log keeps of a product and its colours (issue 33, part 3): the fields each kind
 * of change is about, before and after, read in the change's own transaction.
 */

const PRICE = ["salePrice", "originalPrice"] as const;
const STOCK = ["quantityS", "quantityM", "quantityL", "quantityXL"] as const;
const TEXT = [
  "title",
  "description",
  "category",
  "material",
  "titleAr",
  "descriptionAr",
  "categoryAr",
  "materialAr",
] as const;

/** The fields each kind of product change compares. */
const FIELDS: Partial<Record<AuditKind, readonly (keyof Product)[]>> = {
  "product.price": PRICE,
  "product.stock": STOCK,
  "product.text": TEXT,
  "product.images": ["images"],
  "product.size-guide": ["sizeGuideId"],
};
/** What a creation or a deletion keeps of the piece: enough to know it again. */
const WHOLE = ["title", "category", ...PRICE, ...STOCK, "images"] as const;

const pick = (product: Product, keys: readonly (keyof Product)[]) =>
  Object.fromEntries(keys.map((k) => [k, product[k]])) as Record<string, unknown>;

export const productSubject = (p: { id: number; title: string }) => `Product ${p.id}: ${p.title}`;

/**
 * A product change and its entry in one transaction: the kind's fields before and after, only
 * those that changed; nothing recorded when none did.
 */
export function auditedProduct(
  db: Db,
  who: AuditActor,
  id: number,
  kind: AuditKind,
  change: (trx: Db) => Promise<Product>,
): Promise<Product> {
  const keys = FIELDS[kind] ?? WHOLE;
  return audited(db, who, {
    before: (trx) => findProduct(trx, id),
    change: (trx) => change(trx),
    entry: (after, before) =>
      changeEntry(
        { kind, subject: productSubject(after), productId: after.id },
        before ? pick(before, keys) : {},
        pick(after, keys),
      ),
  });
}

/** A new product: before is null, after what it was created with. */
export const auditedCreation = (db: Db, who: AuditActor, create: (trx: Db) => Promise<Product>) =>
  audited(db, who, {
    change: create,
    entry: (p) => ({
      kind: "product.created",
      subject: productSubject(p),
      productId: p.id,
      after: pick(p, WHOLE),
    }),
  });

/** A deleted product: before is what it was, after null. */
export const auditedDeletion = (
  db: Db,
  who: AuditActor,
  id: number,
  remove: (trx: Db) => Promise<void>,
) =>
  audited(db, who, {
    before: (trx) => findProduct(trx, id),
    change: remove,
    entry: (_done, before) =>
      before
        ? {
            kind: "product.deleted",
            subject: productSubject(before),
            productId: id,
            before: pick(before, WHOLE),
          }
        : null,
  });

/** A product's colours, keyed by name: a changed colour shows only its changed fields. */
async function colorsByName(trx: Db, id: number): Promise<Record<string, unknown>> {
  const rows = (await colorsOf(trx, [id])).get(id) ?? [];
  return Object.fromEntries(
    rows.map((row, i) => {
      const { id: _id, name, ...rest }: ProductColor = toColor(row);
      return [name, { position: i + 1, ...rest }];
    }),
  );
}

/** Any change to a product's colours (product.colors): the colours that changed. */
export function auditedColors<T>(
  db: Db,
  who: AuditActor,
  id: number,
  change: (trx: Db) => Promise<T>,
): Promise<T> {
  // No such product can exist (ids are 32-bit): the change answers its 404 without a read.
  if (id > 2_147_483_647) return change(db);
  return audited(db, who, {
    before: async (trx) => ({
      product: await findProduct(trx, id),
      colors: await colorsByName(trx, id),
    }),
    change: async (trx) => ({ result: await change(trx), colors: await colorsByName(trx, id) }),
    entry: ({ colors }, before) =>
      before.product
        ? changeEntry(
            { kind: "product.colors", subject: productSubject(before.product), productId: id },
            before.colors,
            colors,
          )
        : null,
  }).then(({ result }) => result);
}

/**
 * An order's status change (order.status, or customer.pending-canceled for the orders canceled
 * with their customer's), recorded in the change's own transaction `trx`; nothing when the
 * status stayed as it was.
 */
export async function auditedStatus<T extends { order: { status: string } }>(
  trx: Conn,
  who: AuditActor,
  id: number,
  kind: "order.status" | "customer.pending-canceled",
  change: () => Promise<T>,
): Promise<T> {
  const before =
    id <= 2_147_483_647
      ? await trx.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirst()
      : undefined;
  const done = await change();
  if (before && before.status !== done.order.status)
    await recordAudit(trx, who, {
      kind,
      subject: `Order ${id}`,
      orderId: id,
      before: { status: before.status },
      after: { status: done.order.status },
    });
  return done;
}
