import type { TestApp } from "../../../test/helpers";

/** The order calls orders.test.ts and guest-checkout.test.ts share; `app` is the current test's. */
export function orderCalls(app: () => TestApp) {
  const place = (payload: object, token?: string) =>
    app().inject({ method: "POST", url: "/api/orders", payload, token });
  const get = (url: string, token?: string) => app().inject({ method: "GET", url, token });
  const orderCount = async () =>
    (await app().app.db.selectFrom("orders").select("id").execute()).length;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

  /** The first mail to `to` whose subject matches, waiting up to 5 s for the sender. */
  async function mailTo(to: string, subject: RegExp) {
    for (let i = 0; i < 100; i++) {
      const mail = app()
        .outbox()
        .find((m) => m.to.includes(to) && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no e-mail "${subject}" reached ${to}`);
  }
  return { place, get, orderCount, hoursAgo, mailTo };
}
