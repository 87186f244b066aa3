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
import { apiErrorSchema } from "@atelier/shared/errors";
import { passwordResetMail } from "../mail/templates";
import * as service from "./auth.service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  // Per IP: generous, because many shoppers share a carrier's NAT address (DESIGN §4).
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
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
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
        response: { 200: z.object({ user: userSchema }), 401: apiErrorSchema },
      },
    },
    async (request) => ({ user: request.user! }),
  );
}
