import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, type ApiError } from "@/lib/api-client";
import { setNavigator } from "@/lib/navigation";
import { getSession, logout, setSession, startSession } from "./session";

const respond = (status: number, body: string) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(
      new Response(body, { status, headers: { "Content-Type": "application/json" } }),
    );
const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail("should have failed")).catch((e: unknown) => e as ApiError);

let visited: string[];
beforeEach(() => {
  visited = [];
  setNavigator((to) => visited.push(to));
  startSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe("the session (docs/product.md#accounts)", () => {
  it("sends its token with every call", async () => {
    setSession("t-123", { id: 1, email: "a@b.co", role: "customer" });
    const fetch = respond(200, "{}");
    await api.get("/cart");
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("Authorization")).toBe("Bearer t-123");
  });

  it("clears the session everywhere and goes to log in on 401 or 403", async () => {
    for (const status of [401, 403]) {
      setSession("t-123", { id: 1, email: "a@b.co", role: "customer" });
      localStorage.setItem("token", "old");
      localStorage.setItem("theme", "dark");
      respond(status, JSON.stringify({ error: "Invalid token" }));
      const error = await failure(api.get("/cart"));
      expect(error.message).toBe("Authentication required");
      expect(getSession()).toBeNull();
      expect(sessionStorage.getItem("token")).toBeNull();
      expect(localStorage.getItem("token")).toBeNull();
      expect(localStorage.getItem("theme")).toBe("dark");
      expect(visited.at(-1)).toBe("/login?message=login-required");
    }
  });

  it("moves an older copy from localStorage to sessionStorage at start-up", () => {
    localStorage.setItem("token", "legacy");
    localStorage.setItem("user", JSON.stringify({ id: 2, email: "old@b.co", role: "customer" }));
    startSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(getSession()).toEqual({
      token: "legacy",
      user: { id: 2, email: "old@b.co", role: "customer" },
    });
  });

  it("Sign Out ends the session on the server, clears it here and goes home", async () => {
    setSession("t-out", { id: 1, email: "a@b.co", role: "customer" });
    localStorage.setItem("theme", "light");
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(null, { status: 204 }));
    logout();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/auth/logout");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t-out");
    expect(getSession()).toBeNull();
    expect(localStorage.getItem("theme")).toBe("light");
    expect(visited).toEqual(["/"]);
  });

  it("Sign Out still signs the shopper out when the request fails", async () => {
    for (const fail of [
      () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline")),
      () => respond(401, JSON.stringify({ error: "expired" })),
    ]) {
      visited = [];
      setSession("t-out", { id: 1, email: "a@b.co", role: "customer" });
      fail();
      logout();
      await new Promise((r) => setTimeout(r, 0));
      expect(getSession()).toBeNull();
      expect(sessionStorage.getItem("token")).toBeNull();
      expect(visited).toEqual(["/"]);
      vi.restoreAllMocks();
    }
  });

  it("a 401 sends her to log in with the page she was on as next, /ar kept", async () => {
    window.history.replaceState(null, "", "/ar/checkout?buyNow=true");
    setSession("t-123", { id: 1, email: "a@b.co", role: "customer" });
    respond(401, JSON.stringify({ error: "expired" }));
    await failure(api.get("/cart"));
    expect(visited.at(-1)).toBe(
      "/login?message=login-required&next=%2Far%2Fcheckout%3FbuyNow%3Dtrue",
    );
    window.history.replaceState(null, "", "/");
  });
});

describe("an e-mailed order link beside a dead session (docs/product.md#order-page-and-order-links)", () => {
  it("drops the session and opens the order with the link alone, staying on the page", async () => {
    setSession("t-dead", { id: 1, email: "a@b.co", role: "customer" }, true);
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: "Your session has expired. Please log in again." }), {
          status: 401,
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 7 }), { status: 200 }));
    await expect(api.get("/orders/7", undefined, { "x-order-token": "1.sig" })).resolves.toEqual({
      id: 7,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const again = new Headers(fetch.mock.calls[1]![1]?.headers);
    expect(again.get("Authorization")).toBeNull();
    expect(again.get("x-order-token")).toBe("1.sig");
    expect(getSession()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(visited).toEqual([]);
  });
});

describe("Keep me signed in (docs/product.md#accounts)", () => {
  const nour = { id: 1, email: "a@b.co", role: "customer" } as const;

  it("off: the session stays in this tab's sessionStorage only", () => {
    setSession("t-tab", nour);
    expect(sessionStorage.getItem("token")).toBe("t-tab");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("keepSignedIn")).toBeNull();
  });

  it("on: kept in localStorage with its mark, and start-up leaves it there", () => {
    setSession("t-kept", nour, true);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t-kept");
    expect(localStorage.getItem("keepSignedIn")).toBe("true");
    // A new tab: empty sessionStorage, the same localStorage.
    sessionStorage.clear();
    startSession();
    expect(localStorage.getItem("token")).toBe("t-kept");
    expect(getSession()).toEqual({ token: "t-kept", user: nour });
  });

  it("a copy in localStorage without the mark is still moved to this tab at start-up", () => {
    localStorage.setItem("token", "legacy");
    localStorage.setItem("user", JSON.stringify(nour));
    startSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("token")).toBe("legacy");
  });

  it("signing out in another tab signs this one out (the storage event)", () => {
    setSession("t-kept", nour, true);
    expect(getSession()?.token).toBe("t-kept");
    // What the other tab's Sign Out does to the shared store, as this tab hears it.
    localStorage.removeItem("token");
    localStorage.removeItem("user");
    localStorage.removeItem("keepSignedIn");
    window.dispatchEvent(
      new StorageEvent("storage", { key: null, storageArea: localStorage, newValue: null }),
    );
    expect(getSession()).toBeNull();
  });

  it("Sign Out ends the kept session on the server and clears it for every tab", () => {
    setSession("t-kept", nour, true);
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(null, { status: 204 }));
    logout();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("Authorization")).toBe(
      "Bearer t-kept",
    );
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("keepSignedIn")).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("a new login replaces a kept session and ends it on the server", () => {
    setSession("t-old", nour, true);
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(null, { status: 204 }));
    setSession("t-new", { id: 2, email: "b@b.co", role: "customer" });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("Authorization")).toBe("Bearer t-old");
    expect(localStorage.getItem("token")).toBeNull();
    expect(getSession()?.token).toBe("t-new");
  });
});
