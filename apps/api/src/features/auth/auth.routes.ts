import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../lib/errors";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordBodySchema,
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_CHANGED_MESSAGE,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  userSchema,
} from "@atelier/shared/auth";
import { LOCALE_INFO } from "@atelier/shared/locales";
import { isTeam } from "@atelier/shared/permissions";
import { passwordResetMail } from "../mail/templates";
import * as service from "./auth.service";
import { errorResponses, security } from "../../lib/openapi";
import { actorFrom, recordAudit } from "../audit/audit.service";

const bearerOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];

// Every route here but /me is rate-limited per IP, so each can answer 429.
const errors = errorResponses(400, 429);

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  // Per IP: generous, because many shoppers share a carrier's NAT address
  // (docs/product.md#accounts).
  const perIp = { rateLimit: { max: limits.ipPerMinute, timeWindow: "1 minute" } };
  // Per e-mail *and* address, counted in the database (auth_attempts; why there: the migration
  // 2026-11-23-0006): only failed logins count, and a success clears the pair.
  const window = { max: limits.accountPerWindow, minutes: limits.accountWindowMinutes };
  const tooMany = (reply: FastifyReply, seconds: number) => {
    reply.header("retry-after", String(seconds));
    return new AppError(
      429,
      "Too many attempts for this account. Please wait a few minutes and try again.",
      "TOO_MANY_REQUESTS",
    );
  };
  const keyOf = (kind: "login" | "forgot", request: FastifyRequest) =>
    service.attemptKey(kind, (request.body as { email: string }).email, request.ip);
  const loginGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await service.attemptsExhausted(app.db, keyOf("login", request), window);
    if (wait !== null) throw tooMany(reply, wait);
  };
  const forgotGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await service.countAttempt(app.db, keyOf("forgot", request), window);
    if (wait !== null) throw tooMany(reply, wait);
  };

  app.post(
    "/signup",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        operationId: "signUp",
        summary: "Create a shopper account",
        security: security.public,
        body: signupBodySchema,
        response: { 201: z.object({ user: userSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.signup(app.db, request.body.email, request.body.password);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    "/login",
    {
      config: perIp,
      preHandler: loginGuard,
      schema: {
        tags: ["auth"],
        operationId: "logIn",
        summary: "Log in and get a bearer session token",
        description:
          "Rate-limited per IP, and failed attempts per e-mail and IP together. Send the token as `Authorization: Bearer <token>`.",
        security: security.public,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors, ...errorResponses(401) },
      },
    },
    async (request) => {
      const key = keyOf("login", request);
      try {
        const session = await service.login(app.db, request.body.email, request.body.password);
        await service.clearAttempts(app.db, key);
        // A log-in to the admin is in the audit log (issue 33): the session is one statement
        // without a transaction, so its entry follows it here.
        if (isTeam(session.user.role))
          await recordAudit(app.db, actorFrom(session.user, request.ip), {
            kind: "admin.login",
            subject: session.user.email,
          });
        return session;
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401)
          await service.countAttempt(app.db, key, window);
        throw err;
      }
    },
  );

  app.post(
    "/forgot-password",
    {
      config: perIp,
      preHandler: forgotGuard,
      schema: {
        tags: ["auth"],
        operationId: "requestPasswordReset",
        summary: "E-mail a password reset link",
        description:
          "Answers the same message whether or not the address has an account. Rate-limited per IP, and per e-mail and IP together.",
        security: security.public,
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The link and its mail are written together; the sender delivers it after the answer, so
      // a slow mail server does not reveal which e-mails have accounts.
      const mailed = await app.db.transaction().execute(async (trx) => {
        const reset = await service.createPasswordReset(trx, request.body.email);
        if (!reset) return false;
        // The page and the mail in the language the request came from (issue 16).
        const locale = request.body.language ?? "en";
        const url = `${app.config.publicUrl}${LOCALE_INFO[locale].prefix}/reset-password?token=${encodeURIComponent(reset.token)}`;
        // Over the address's mail budget: the same answer, and no mail.
        return app.mailer.enqueue(trx, passwordResetMail(reset.email, url, locale), "link");
      });
      if (mailed) app.mailer.wake();
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    "/reset-password",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        operationId: "resetPassword",
        summary: "Set a new password with the e-mailed reset token",
        security: security.public,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(app.db, request.body.token, request.body.password);
      return { message: "Password reset successfully" };
    },
  );

  // A wrong current password counts as a failed login of the account from this address (the same
  // auth_attempts window), so this route cannot be used to guess the password.
  app.post(
    "/change-password",
    {
      config: perIp,
      // Before the body is read: without a session the answer is 401, whatever the body.
      onRequest: app.requireUser,
      schema: {
        tags: ["auth"],
        operationId: "changePassword",
        summary: "Change the signed-in user's password",
        description:
          "The current password must be right (else 400; it counts as a failed login, and too many answer 429); the new one keeps the signup policy (400). Every other session of the account ends; this one stays.",
        security: security.bearer,
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const key = service.attemptKey("login", user.email, request.ip);
      const wait = await service.attemptsExhausted(app.db, key, window);
      if (wait !== null) throw tooMany(reply, wait);
      const token = bearerOf(request) ?? "";
      const { currentPassword, newPassword } = request.body;
      if (!(await service.changePassword(app.db, user.id, token, currentPassword, newPassword))) {
        const over = await service.countAttempt(app.db, key, window);
        if (over !== null) throw tooMany(reply, over);
        throw badRequest("Current password is incorrect.");
      }
      await service.clearAttempts(app.db, key);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.post(
    "/logout",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["auth"],
        operationId: "logOut",
        summary: "End this session on the server",
        description: "The token answers 401 from then on.",
        security: security.bearer,
        response: { 204: z.null().describe("Signed out."), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const token = bearerOf(request);
      if (token) await service.logout(app.db, token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["auth"],
        operationId: "getCurrentUser",
        summary: "The signed-in user",
        security: security.bearer,
        response: { 200: z.object({ user: userSchema }), ...errorResponses(401) },
      },
    },
    async (request) => ({ user: request.user! }),
  );
}
