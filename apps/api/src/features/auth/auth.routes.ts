import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  userSchema,
} from "@atelier/shared/auth";
import { passwordResetMail } from "../mail/templates";
import * as service from "./auth.service";
import { errorResponses, security } from "../../lib/openapi";

// Every route here but /me is rate-limited per IP, so each can answer 429.
const errors = errorResponses(400, 429);

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  // Per IP: generous, because many shoppers share a carrier's NAT address
  // (docs/product.md#accounts).
  const perIp = { rateLimit: { max: limits.ipPerMinute, timeWindow: "1 minute" } };
  // Per account: tight, keyed by the e-mail in the body, so guessing one password is slow.
  // createRateLimit checks without the per-request "already limited" flag, so it composes
  // with the per-IP limit above on the same route.
  const perAccount = (name: string) => {
    const check = app.createRateLimit({
      max: limits.accountPerWindow,
      timeWindow: `${limits.accountWindowMinutes} minutes`,
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${String((request.body as { email?: unknown } | undefined)?.email ?? "")
          .trim()
          .toLowerCase()}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new AppError(
          429,
          "Too many attempts for this account. Please wait a few minutes and try again.",
          "TOO_MANY_REQUESTS",
        );
      }
    };
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
      preHandler: perAccount("login"),
      schema: {
        tags: ["auth"],
        operationId: "logIn",
        summary: "Log in and get a bearer session token",
        description:
          "Rate-limited per IP and per e-mail address. Send the token as `Authorization: Bearer <token>`.",
        security: security.public,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors, ...errorResponses(401) },
      },
    },
    async (request) => service.login(app.db, request.body.email, request.body.password),
  );

  app.post(
    "/forgot-password",
    {
      config: perIp,
      preHandler: perAccount("forgot"),
      schema: {
        tags: ["auth"],
        operationId: "requestPasswordReset",
        summary: "E-mail a password reset link",
        description:
          "Answers the same message whether or not the address has an account. Rate-limited per IP and per e-mail address.",
        security: security.public,
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const reset = await service.createPasswordReset(app.db, request.body.email);
      if (reset) {
        const url = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
        // Not awaited: a slow mail server must not reveal which e-mails have accounts.
        app.mailer.sendLater(passwordResetMail(reset.email, url), request.log);
      }
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
