import type { FastifyRequest } from "fastify";
import type { AuditEntry, AuditKind, AuditPage, AuditQuery } from "@atelier/shared/audit";
import type { User } from "@atelier/shared/auth";
import { isTeam } from "@atelier/shared/permissions";
import { nowIso, type Conn, type Db } from "../../db/dialects";
import * as repo from "./audit.repository";

/*
 * The audit log (issue 33, part 3; docs/product.md#audit-log). Every admin or staff change calls
 * recordAudit in the transaction of the change itself, so an entry is written if and only if the
 * change is: a change rolled back leaves no entry, and none is made without one.
 */

/** Who made a change: the signed-in person and the address the request came from. */
export type AuditActor = { id: number; email: string; ip: string };

/** The person behind an admin request (its route has checked the session already). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user) throw new Error("auditActorOf: the request has no signed-in user");
  return actorFrom(user, request.ip);
}

/**
 * The person behind a request when a member of the store's team made it, else null: a route
 * shoppers and the team share records only the team's changes.
 */
export const staffOf = (request: FastifyRequest): AuditActor | null =>
  isTeam(request.user?.role) ? auditActorOf(request) : null;

/** The same for a user known otherwise (a log-in, before request.user is set). */
export const actorFrom = (user: Pick<User, "id" | "email">, ip: string): AuditActor => ({
  id: user.id,
  email: user.email,
  ip,
});

export type AuditInput = {
  kind: AuditKind;
  /** A short label for people: "Order 123", "Code SUMMER10", "Zone Alexandria". */
  subject: string;
  orderId?: number;
  productId?: number;
  /** The changed fields as they were (null or left out for a creation). */
  before?: unknown;
  /** The changed fields as they became (null or left out for a deletion). */
  after?: unknown;
};

/** Each side's JSON is kept to 8 KB (UTF-8): a long description must not swell the log. */
export const AUDIT_SIDE_MAX = 8 * 1024;

function stored(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) <= AUDIT_SIDE_MAX) return json;
  // Still JSON, and says it was cut: its start, shortened until the whole fits (Arabic letters
  // take two bytes, an escaped quote two characters).
  let start = json.slice(0, AUDIT_SIDE_MAX);
  for (;;) {
    const cut = JSON.stringify({ truncated: true, start });
    const size = Buffer.byteLength(cut);
    if (size <= AUDIT_SIDE_MAX) return cut;
    start = start.slice(0, Math.floor((start.length * AUDIT_SIDE_MAX) / size) - 16);
  }
}

/** Writes one entry, on `conn`: pass the change's transaction. */
export async function recordAudit(conn: Conn, who: AuditActor, entry: AuditInput): Promise<void> {
  await repo.insertEntry(conn, {
    at: nowIso(),
    actor_id: who.id,
    actor_email: who.email.slice(0, 320),
    ip: who.ip.slice(0, 64),
    kind: entry.kind,
    order_id: entry.orderId ?? null,
    product_id: entry.productId ?? null,
    subject: entry.subject.slice(0, 200),
    before: stored(entry.before),
    after: stored(entry.after),
  });
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the fields that differ, on each side (objects within objects compared field by field):
 * `{ salePrice: 900, title: "A" }` and `{ salePrice: 850, title: "A" }` give
 * `{ before: { salePrice: 900 }, after: { salePrice: 850 } }`; null when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    const inner = isPlain(a) && isPlain(b) ? changedFields(a, b) : null;
    if (inner) {
      was[key] = inner.before;
      now[key] = inner.after;
      continue;
    }
    if (a !== undefined) was[key] = a;
    if (b !== undefined) now[key] = b;
  }
  return Object.keys(was).length + Object.keys(now).length === 0
    ? null
    : { before: was, after: now };
}

/** Runs `run` in the transaction `db` is already in, or in a new one. */
export const inTransaction = <T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? run(db) : db.transaction().execute(run);

/**
 * A change and its entry in one transaction, for a route whose service has no transaction of its
 * own (or joins the caller's: inTransaction): `before` reads the state first, `change` makes it,
 * `entry` says what to record (null: nothing changed, nothing recorded).
 */
export function audited<T, B = undefined>(
  db: Db,
  who: AuditActor,
  steps: {
    before?: (trx: Db) => Promise<B>;
    change: (trx: Db, before: B) => Promise<T>;
    entry: (result: T, before: B) => AuditInput | null;
  },
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const before = (steps.before ? await steps.before(trx) : undefined) as B;
    const result = await steps.change(trx, before);
    const entry = steps.entry(result, before);
    if (entry) await recordAudit(trx, who, entry);
    return result;
  });
}

/** An entry with only its changed fields, or null when `before` and `after` agree. */
export function changeEntry(
  entry: Omit<AuditInput, "before" | "after">,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditInput | null {
  const diff = changedFields(before, after);
  return diff && { ...entry, ...diff };
}

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

const toEntry = (row: repo.AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  ip: row.ip,
  kind: row.kind as AuditKind,
  subject: row.subject,
  orderId: row.order_id,
  productId: row.product_id,
  before: parsed(row.before),
  after: parsed(row.after),
});

/** A page, newest first; `next` is the `before` of the page after it, null on the last. */
export async function listAudit(db: Conn, query: AuditQuery): Promise<AuditPage> {
  // One more than asked says whether an older page exists.
  const rows = await repo.listEntries(db, query, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toEntry),
    next: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

export const listPeople = (db: Conn) => repo.listPeople(db);
