import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runLowStockDigest } from "../features/inventory/inventory.service";

/** How often each process looks whether today's digest is due; it goes out once a day. */
export const DIGEST_CHECK_EVERY_MS = 60 * 60_000;
const FIRST_CHECK_AFTER_MS = 60_000;

/**
 * The daily low-stock e-mail to admins (docs/product.md#low-stock), on a timer like the purge's
 * that never keeps the process alive and stops with the app. The run itself decides, through the
 * settings table, whether today's digest is still to be sent: any number of processes send it once.
 */
export default fp(
  async function lowStockDigest(app: FastifyInstance, opts: { everyMs?: number }) {
    const run = () =>
      runLowStockDigest(
        app.db,
        (db, mail) => app.mailer.enqueue(db, mail, "staff"),
        app.config.publicUrl,
      ).then(
        (mails) => {
          if (mails > 0) app.mailer.wake();
        },
        (err: unknown) => app.log.warn({ err }, "the low-stock digest failed"),
      );
    const timer = setInterval(run, opts.everyMs ?? DIGEST_CHECK_EVERY_MS);
    timer.unref();
    // A store restarted often (deploys) still looks soon after it starts, not only an hour later.
    const first = setTimeout(run, FIRST_CHECK_AFTER_MS);
    first.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      clearTimeout(first);
    });
  },
  { name: "low-stock-digest", dependencies: ["database", "mailer"] },
);
