import type { FastifyInstance } from "fastify";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { orderStatusMail } from "../mail/templates";
import type { OrderLinks } from "./order-links";
import { languageOf } from "./orders.service";
import { restockHook } from "../back-in-stock/back-in-stock.service";
import { paymentOf, type StatusChange } from "./status-life";

export type StatusChanger = (
  change: (trx: Transaction<Database>) => Promise<StatusChange>,
) => Promise<StatusChange>;

/**
 * Runs one status change (admin, cancel, return, bulk, a customer's pending orders) in its own
 * transaction, with the status e-mail the change calls for written to the outbox in that same
 * transaction (docs/product.md#status-e-mails), and sent after the commit; the catalog hears of any
 * units put back. Every path that changes a status goes through here, so none forgets the mail.
 */
export function createStatusChanger(app: FastifyInstance, orderLinks: OrderLinks): StatusChanger {
  const restocked = restockHook(app);
  return async (change) => {
    const links = await orderLinks.signer();
    const result = await app.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      // Units put back may bring a size back: who waits for it is mailed in this transaction.
      if (done.stockChanged)
        await restocked(
          trx,
          done.order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
        );
      if (done.mail) {
        const { id, customer_email } = done.order;
        // Written in the language the order was placed in (issue 16).
        const locale = await languageOf(trx, id);
        await app.mailer.enqueue(
          trx,
          // A paid order's shipped mail asks for no cash; an ended one's speaks of a refund only
          // when something was paid.
          orderStatusMail(
            customer_email,
            id,
            done.mail,
            links.url(id, locale),
            locale,
            paymentOf(done.order, done.mail),
            done.order.tracking,
          ),
          "notice",
        );
      }
      return done;
    });
    if (result.stockChanged) app.productCache.invalidate();
    if (result.mail || result.stockChanged) app.mailer.wake();
    return result;
  };
}
