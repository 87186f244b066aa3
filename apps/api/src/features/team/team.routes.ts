import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  INVITATION_HOURS,
  teamInviteBodySchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamRoleBodySchema,
} from "@atelier/shared/team";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./team.service";
import { auditActorOf } from "../audit/audit.service";

/** The admin's team (issue 33, docs/product.md#the-team). */
export default async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["team"];
  const guard = { onRequest: app.allow("team") };

  app.get(
    "/admin/team",
    {
      ...guard,
      schema: {
        tags,
        operationId: "listTeam",
        summary: "The store's admins and staff",
        description: "Admins first, then staff, each by e-mail. `invited`: not joined yet.",
        security: security.bearer,
        response: { 200: z.array(teamMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async () => service.listTeam(app.db),
  );

  app.post(
    "/admin/team",
    {
      ...guard,
      schema: {
        tags,
        operationId: "inviteTeamMember",
        summary: "Invite someone to the team by e-mail",
        description: `Mails a one-time link to set a password, good for ${INVITATION_HOURS} hours. An address that already shops here becomes that account's role; its old password stops working and its sessions end (the link proves the mailbox). Inviting someone who has not joined yet sends a fresh link and voids the old one; a member who has joined is a 400.`,
        security: security.bearer,
        body: teamInviteBodySchema,
        response: { 201: teamMemberSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { member } = await service.invite(
        app.db,
        request.user!,
        request.body,
        app.config.publicUrl,
        auditActorOf(request),
      );
      app.mailer.wake();
      return reply.status(201).send(member);
    },
  );

  app.patch(
    "/admin/team/:id",
    {
      ...guard,
      schema: {
        tags,
        operationId: "setTeamRole",
        summary: "Change a member's role",
        description:
          "Counts from the member's next request. Nobody changes their own role (400), so the store always keeps an admin.",
        security: security.bearer,
        params: teamMemberParamsSchema,
        body: teamRoleBodySchema,
        response: { 200: teamMemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      (
        await service.changeRole(
          app.db,
          request.user!,
          request.params.id,
          request.body.role,
          auditActorOf(request),
        )
      ).member,
  );

  app.delete(
    "/admin/team/:id",
    {
      ...guard,
      schema: {
        tags,
        operationId: "removeTeamMember",
        summary: "Take someone off the team",
        description:
          "The account becomes a shopper's again (its own orders stay), and every session and link of it ends at once. Nobody removes themselves (400).",
        security: security.bearer,
        params: teamMemberParamsSchema,
        response: {
          204: z.null().describe("Removed."),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await service.removeMember(app.db, request.user!, request.params.id, auditActorOf(request));
      return reply.status(204).send(null);
    },
  );
}
