import { z } from "zod";
import { emailField } from "./auth";
import { TEAM_ROLES } from "./permissions";

/** How long an invitation's set-password link lasts (issue 33). */
export const INVITATION_HOURS = 48;

const role = z.enum(TEAM_ROLES, { error: "role must be one of admin, staff" });

/** A member of the store's team, as the admin's Team page lists them. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role,
  /** Invited, and the set-password link not used yet. */
  invited: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** POST /api/admin/team: invite someone by e-mail. */
export const teamInviteBodySchema = z.strictObject({ email: emailField(), role });
export type TeamInvite = z.infer<typeof teamInviteBodySchema>;

/** PATCH /api/admin/team/{id}: change a member's role. */
export const teamRoleBodySchema = z.strictObject({ role });

export const teamMemberParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int().positive().max(2_147_483_647),
});
