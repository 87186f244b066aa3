import type { FastifyInstance } from "fastify";

export default async function ordersRoutes(_fastify: FastifyInstance) {}
