import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../dialects";

/** Seeds the demo catalogue into an empty products table (SEED_DEMO). Filled in with the catalogue. */
export async function seedDemoCatalogue(db: Db, _uploadsDir: string, log: FastifyBaseLogger): Promise<void> {
  const any = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  if (any) return;
  log.info("demo catalogue: nothing to seed yet");
}
