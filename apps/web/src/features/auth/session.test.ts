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
});
