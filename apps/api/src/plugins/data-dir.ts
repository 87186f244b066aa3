import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { makePrivateDirSync, sharedDirProblem } from "../lib/private-files";

/**
 * DATA_DIR (database, receipts, outbox, uploads): made 0700 when the store creates it; one the
 * operator made is left as it is, with a warning at start when others can read it
 * (docs/security.md#second-round-issue-26).
 */
export default fp(async function dataDir(app: FastifyInstance) {
  const dir = app.config.dataDir;
  makePrivateDirSync(dir, { tighten: false });
  const problem = sharedDirProblem(dir);
  if (problem) app.log.warn({ dataDir: dir }, problem);
});
