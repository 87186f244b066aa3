import type { TeamInvite, TeamMember } from "@atelier/shared/team";
import { INVITATION_HOURS } from "@atelier/shared/team";
import type { TeamRole } from "@atelier/shared/permissions";
import type { User } from "@atelier/shared/auth";
import { nowIso, type Conn, type Db } from "../../db/dialects";
import { LOCK_NAMESPACES, lockKeys } from "../../db/locks";
import { badRequest, notFound } from "../../lib/errors";
import { demand } from "../../plugins/auth";
import { newToken } from "../../lib/tokens";
import { enqueueMail } from "../../plugins/mailer";
import * as auth from "../auth/auth.service";
import { hashPassword } from "../auth/passwords";
import { teamInvitationMail } from "../mail/templates";
import * as repo from "./team.repository";
import { recordAudit, type AuditActor } from "../audit/audit.service";

/*
 * The admin's team (issue 33, docs/product.md#the-team). Every change runs under one lock and
 * checks again, inside it, that whoever acts is still an admin: two admins demoting each other at
 * the same moment must not leave the store with none.
 */

type MemberRow = { id: number; email: string; role: string; invited_at: string | null };
const toMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  role: row.role === "admin" ? "admin" : "staff",
  invited: row.invited_at !== null,
});
const isMember = (row: MemberRow | undefined): row is MemberRow =>
  row?.role === "admin" || row?.role === "staff";

export const listTeam = async (db: Conn) => (await repo.listMembers(db)).map(toMember);

async function asTeamChange<T>(db: Db, by: User, change: (trx: Conn) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, LOCK_NAMESPACES.team, ["team"]);
    const actor = await repo.findUser(trx, by.id);
    demand(actor ? { ...by, role: actor.role as User["role"] } : null, "team");
    return change(trx);
  });
}

/**
 * Invites `email` as `role`: a new account, or a shopper's existing one (which keeps its orders,
 * but not its password: signup proves no e-mail, so a link only the mailbox's owner holds sets
 * it, as docs/security.md says of promotions). Inviting someone who has not joined yet sends a
 * fresh link and voids the old one; a member who has joined is refused.
 */
export async function invite(
  db: Db,
  by: User,
  body: TeamInvite,
  publicUrl: string,
  /** Who, for the audit log: recorded in the invitation's transaction (issue 33). */
  who?: AuditActor,
): Promise<{ member: TeamMember; before: MemberRow | null }> {
  // Hashed before the transaction: argon2 takes a while, and the lock is the whole team's.
  const unknownPassword = await hashPassword(newToken());
  return asTeamChange(db, by, async (trx) => {
    const now = nowIso();
    const existing = await repo.findUserByEmail(trx, body.email);
    if (isMember(existing) && existing.invited_at === null)
      throw badRequest(`${existing.email} is already on the team`);
    let id: number;
    if (existing) {
      id = existing.id;
      await auth.takeOverAccount(trx, id, unknownPassword);
    } else {
      const row = await auth.createAccount(trx, {
        email: body.email,
        passwordHash: unknownPassword,
        role: body.role,
        createdAt: now,
      });
      id = row.id;
    }
    await repo.setRole(trx, id, body.role, now);
    const url = await auth.setPasswordLink(trx, id, INVITATION_HOURS, publicUrl, now);
    // The admin's act, not a shopper's: outside the shoppers' mail budget.
    await enqueueMail(
      trx,
      teamInvitationMail(body.email, {
        url,
        hours: INVITATION_HOURS,
        role: body.role,
        by: by.email,
        hadAccount: existing !== undefined && !isMember(existing),
      }),
    );
    const member = toMember((await repo.findUser(trx, id))!);
    if (who)
      await recordAudit(trx, who, {
        kind: "team.invited",
        subject: `Member ${member.email}`,
        before: existing ? { role: existing.role } : null,
        after: { role: body.role },
      });
    return { member, before: existing ?? null };
  });
}

const notOnTeam = (id: number) => notFound(`No member of the team has id ${id}`);

/** A member's new role; counts from their next request (the role is read with the session). */
export async function changeRole(
  db: Db,
  by: User,
  id: number,
  role: TeamRole,
  who?: AuditActor,
): Promise<{ member: TeamMember; before: TeamRole }> {
  if (id === by.id) throw badRequest("You cannot change your own role");
  return asTeamChange(db, by, async (trx) => {
    const row = await repo.findUser(trx, id);
    if (!isMember(row)) throw notOnTeam(id);
    await repo.setRole(trx, id, role);
    const before = toMember(row).role;
    if (who && before !== role)
      await recordAudit(trx, who, {
        kind: "team.role",
        subject: `Member ${row.email}`,
        before: { role: before },
        after: { role },
      });
    return { member: toMember({ ...row, role }), before };
  });
}

/**
 * Takes a member off the team: the account becomes a shopper's again (their own orders stay
 * theirs), and every session and link of it ends at once.
 */
export async function removeMember(
  db: Db,
  by: User,
  id: number,
  who?: AuditActor,
): Promise<TeamMember> {
  if (id === by.id) throw badRequest("You cannot remove yourself from the team");
  return asTeamChange(db, by, async (trx) => {
    const row = await repo.findUser(trx, id);
    if (!isMember(row)) throw notOnTeam(id);
    await repo.setRole(trx, id, "customer", null);
    await auth.endAccess(trx, id);
    if (who)
      await recordAudit(trx, who, {
        kind: "team.removed",
        subject: `Member ${row.email}`,
        before: { role: toMember(row).role },
        after: null,
      });
    return toMember(row);
  });
}
