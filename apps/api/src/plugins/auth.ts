import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { User } from "@atelier/shared/auth";
import { can, isTeam, type Permission } from "@atelier/shared/permissions";
import { forbidden, unauthorized } from "../lib/errors";
import { userForToken } from "../features/auth/auth.service";

/** An onRequest hook that lets in only a session whose role grants `permission`. */
export type PermissionHook = preHandlerAsyncHookHandler & { permission: Permission };

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session. */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * onRequest: 401 without a session, 403 for a role that lacks `permission` (issue 33,
     * packages/shared/src/permissions.ts). Every admin route names one.
     */
    allow(permission: Permission): PermissionHook;
    /** preHandler: a guest is fine, but a token that was sent must be valid. */
    optionalUser: preHandlerAsyncHookHandler;
    /** "METHOD /url" of every route behind `allow`, with its permission: the permission table. */
    permissionTable: Map<string, Permission>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? "";
}

/** 403 unless `user`'s role grants `permission`: for a route whose fields need different ones. */
export function demand(user: User | null, permission: Permission): void {
  if (can(user?.role, permission)) return;
  // A shopper is told the area is not theirs; staff, that their role stops here.
  throw forbidden(
    isTeam(user?.role) ? "Your role does not allow this. Ask the store's admin." : "Admins only",
  );
}

const isPermissionHook = (hook: unknown): hook is PermissionHook =>
  typeof hook === "function" && "permission" in hook;

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest("user", null);

  async function resolve(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (token === null) {
      if (required) throw unauthorized();
      return;
    }
    // The role is read with the session on every request, never trusted from the client: a role
    // changed or a member removed counts from their next request.
    const user = token ? await userForToken(app.db, token) : null;
    if (!user) throw unauthorized("Your session has expired. Please log in again.");
    request.user = user;
  }

  app.decorate("requireUser", async (request: FastifyRequest) => resolve(request, true));
  app.decorate("optionalUser", async (request: FastifyRequest) => resolve(request, false));
  app.decorate("allow", (permission: Permission): PermissionHook => {
    const hook = async (request: FastifyRequest) => {
      await resolve(request, true);
      demand(request.user, permission);
    };
    return Object.assign(hook, { permission });
  });

  // Kept as routes are declared, so a test can hold every guarded route against its own table.
  const table = new Map<string, Permission>();
  app.decorate("permissionTable", table);
  app.addHook("onRoute", (route) => {
    const hooks = [route.onRequest ?? []].flat();
    const guard = hooks.find(isPermissionHook);
    if (!guard) return;
    for (const method of [route.method].flat())
      if (method !== "HEAD") table.set(`${method} ${route.url}`, guard.permission);
  });
});
