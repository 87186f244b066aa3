import { afterEach, describe, expect, it } from "vitest";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload } from "../../../test/fixtures";

/*
 * Every e-mailed order link opens its order in any tab, signed in or not
 * (docs/product.md#order-page-and-order-links): an account's orders too, whose owner may open
 * the mail on a phone where she never logged in, or in a tab of a browser that keeps someone
 * else's session.
 */
for (const dialect of DIALECTS) {
  describe(`an account order's e-mailed link (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const get = (id: number, link?: string, token?: string) =>
      t.inject({
        method: "GET",
        url: `/api/orders/${id}`,
        token,
        headers: link === undefined ? {} : { [ORDER_TOKEN_HEADER]: link },
      });

    async function confirmationLink(to: string, id: number): Promise<string> {
      const row = await t.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("recipient", "=", to)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.subject).toMatch(new RegExp(`order #${id}$`));
      const link = /https?:\/\/\S+\/orders\/\d+\?token=\S+/.exec(row.text)?.[0];
      if (!link) throw new Error(`the confirmation of order ${id} carries no signed link`);
      expect(row.html).toContain(link.replace(/&/g, "&amp;"));
      return link;
    }

    it("is signed in the confirmation and opens the order without a session, or under another account's", async () => {
      t = await createTestApp(dialect);
      const nour = await signupAndLogin(t, "nour@example.com");
      const karim = await signupAndLogin(t, "karim@example.com");
      const shirt = await createProduct(t, { stock: { M: 3 } });
      const placed = await t.inject({
        method: "POST",
        url: "/api/orders",
        token: nour,
        payload: orderPayload([{ productId: shirt, M: 1 }]),
      });
      expect(placed.statusCode).toBe(201);
      const id = placed.json().id as number;

      const link = await confirmationLink("nour@example.com", id);
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`http://shop.test/orders/${id}`);
      const token = url.searchParams.get("token")!;

      // Not signed in: the link alone opens it; the number alone does not.
      expect((await get(id)).statusCode).toBe(404);
      const opened = await get(id, token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ id, customer_email: "nour@example.com" });
      // Signed in as someone else in that browser: the link still opens this order, and only it.
      expect((await get(id, undefined, karim)).statusCode).toBe(404);
      expect((await get(id, token, karim)).statusCode).toBe(200);
      expect((await get(id + 1, token, karim)).statusCode).toBe(404);
      // The owner, signed in, needs no link.
      expect((await get(id, undefined, nour)).statusCode).toBe(200);
    });
  });
}
