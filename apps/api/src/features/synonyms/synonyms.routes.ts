import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { synonymGroupsSchema } from "@atelier/shared/synonyms";
import { errorResponses, security } from "../../lib/openapi";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";
import * as repo from "./synonyms.repository";

/** The label's search synonyms (issue 29, docs/product.md#search-synonyms), under /api/admin. */
export default async function synonymsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/settings/search-synonyms",
    {
      onRequest: app.allow("settings"),
      schema: {
        tags: ["admin"],
        operationId: "listSearchSynonyms",
        summary: "The search's synonym groups, as the label typed them",
        security: security.bearer,
        response: { 200: synonymGroupsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ groups: await repo.listGroups(app.db) }),
  );

  app.put(
    "/settings/search-synonyms",
    {
      onRequest: app.allow("settings"),
      // A hundred groups of ten 40-character terms is about 50 KB; nothing honest sends more.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ["admin"],
        operationId: "setSearchSynonyms",
        summary: "Replace the search's synonym groups",
        description:
          "Each group holds 2–10 different terms (1–40 characters, a phrase may hold spaces); at most 100 groups, and no term in two groups. A search holding one term of a group finds what any of them finds, from the next search on, in every process.",
        security: security.bearer,
        body: synonymGroupsSchema,
        response: { 200: synonymGroupsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { groups } = request.body;
      await audited(app.db, auditActorOf(request), {
        before: (trx) => repo.listGroups(trx),
        change: (trx) => repo.replaceGroups(trx, groups),
        entry: (_done, before) =>
          changeEntry(
            { kind: "settings.search-synonyms", subject: "Search synonyms" },
            { groups: before },
            { groups },
          ),
      });
      // Frees this process's kept answers at once; the others see the fingerprint move.
      app.productCache.invalidate();
      return { groups };
    },
  );
}
