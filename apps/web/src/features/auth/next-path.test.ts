import { describe, expect, it } from "vitest";
import { loginRedirect } from "./login-redirect";
import { safeNext, withNext } from "./next-path";

describe("where logging in lands: ?next= (docs/product.md#accounts)", () => {
  it("keeps a path of this store, with its query, hash and /ar", () => {
    for (const path of [
      "/checkout",
      "/account",
      "/admin/orders?status=pending&page=2",
      "/orders/12?token=1999999999.abc_DEF-123",
      "/ar/account",
      "/ar/products?category=dresses#grid",
      "/",
    ])
      expect(safeNext(path)).toBe(path);
  });

  it("refuses anything that leaves the store", () => {
    for (const attack of [
      "//evil.com",
      "//evil.com/account",
      "///evil.com",
      "https://evil.com",
      "http:/evil.com",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.com",
      "account",
      "/\\evil.com",
      "\\\\evil.com",
      "/account\\..\\..\\evil",
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r/evil.com",
      "/\u0000/evil.com",
      "/\u007f",
      " /account",
      "",
      `/${"a".repeat(2000)}`,
    ])
      expect(safeNext(attack), JSON.stringify(attack)).toBeNull();
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
  });

  it("never sends her back to log in or sign up", () => {
    for (const loop of ["/login", "/login?next=/account", "/ar/login", "/signup", "/ar/signup?x=1"])
      expect(safeNext(loop)).toBeNull();
    expect(safeNext("/login-help")).toBe("/login-help");
  });

  it("the login redirect carries next only when it is safe", () => {
    expect(loginRedirect()).toBe("/login?message=login-required");
    expect(loginRedirect("/ar/account")).toBe("/login?message=login-required&next=%2Far%2Faccount");
    expect(loginRedirect("//evil.com")).toBe("/login?message=login-required");
    expect(loginRedirect("/")).toBe("/login?message=login-required");
    expect(loginRedirect("/ar")).toBe("/login?message=login-required");
    expect(withNext("/signup", "/checkout")).toBe("/signup?next=%2Fcheckout");
    expect(withNext("/signup", "https://evil.com")).toBe("/signup");
  });
});
