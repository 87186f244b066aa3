import type { FastifyInstance } from "fastify";

export default async function productsRoutes(_fastify: FastifyInstance) {}
