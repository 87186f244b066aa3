import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { User } from "@atelier/shared/auth";
import { forbidden, unauthorized } from "../lib/errors";
import { userForToken } from "../features/auth/auth.service";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a session, 403 for a signed-in non-admin. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** preHandler: a guest is fine, but a token that was sent must be valid. */
    optionalUser: preHandlerAsyncHookHandler;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? "";
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest("user", null);

  async function resolve(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (token === null) {
      if (required) throw unauthorized();
      return;
    }
    // The role is read with the session on every request, never trusted from the client.
    const user = token ? await userForToken(app.db, token) : null;
    if (!user) throw unauthorized("Your session has expired. Please log in again.");
    request.user = user;
  }

  app.decorate("requireUser", async (request: FastifyRequest) => resolve(request, true));
  app.decorate("optionalUser", async (request: FastifyRequest) => resolve(request, false));
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await resolve(request, true);
    if (request.user?.role !== "admin") throw forbidden("Admins only");
  });
});
