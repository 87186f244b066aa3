import type { Conn } from "../../db/dialects";
import { TEAM_ROLES } from "@atelier/shared/permissions";

const memberColumns = ["id", "email", "role", "invited_at"] as const;

/** The store's team: admins first, then staff, each by e-mail. */
export const listMembers = (db: Conn) =>
  db
    .selectFrom("users")
    .select(memberColumns)
    .where("role", "in", TEAM_ROLES)
    .orderBy("role")
    .orderBy("email")
    .execute();

export const findUser = (db: Conn, id: number) =>
  db.selectFrom("users").select(memberColumns).where("id", "=", id).executeTakeFirst();

export const findUserByEmail = (db: Conn, email: string) =>
  db.selectFrom("users").select(memberColumns).where("email", "=", email).executeTakeFirst();

export const setRole = (db: Conn, id: number, role: string, invitedAt?: string | null) =>
  db
    .updateTable("users")
    .set(invitedAt === undefined ? { role } : { role, invited_at: invitedAt })
    .where("id", "=", id)
    .execute();
