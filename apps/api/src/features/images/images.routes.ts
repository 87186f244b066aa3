import type { FastifyInstance } from "fastify";

export default async function imagesRoutes(_fastify: FastifyInstance) {}
