import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api-client";
import { setNavigator } from "./navigation";
import { getSession, setSession } from "./session";
import { loadSonner } from "./toast";

const respond = (status: number, body: string, type = "application/json") =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(body, { status, headers: { "Content-Type": type } }));

let toasts: { kind: string; title: string; description?: unknown }[];
let visited: string[];

beforeAll(async () => {
  await loadSonner();
});
beforeEach(async () => {
  toasts = [];
  visited = [];
  setNavigator((to) => visited.push(to));
  const { toast } = await loadSonner();
  vi.spyOn(toast, "error").mockImplementation((title, options) => {
    toasts.push({ kind: "error", title: String(title), description: options?.description });
    return 1;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail("should have failed")).catch((e: unknown) => e as ApiError);

describe("api client (SPEC §8)", () => {
  it("sends JSON with the session's bearer token", async () => {
    setSession("t-123", { id: 1, email: "a@b.co", role: "customer" });
    const fetch = respond(200, JSON.stringify({ ok: true }));
    await expect(api.post("/cart/add", { productId: 1, M: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/cart/add");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t-123");
    expect(init?.body).toBe('{"productId":1,"M":1}');
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
      expect(visited.at(-1)).toBe("/login?message=Please%20log%20in%20to%20continue");
    }
  });

  it("leaves a failed login to the form: the server's message, no redirect", async () => {
    respond(401, JSON.stringify({ error: "Invalid email or password" }));
    const error = await failure(api.post("/auth/login", { email: "a@b.co", password: "x" }));
    expect(error.message).toBe("Invalid email or password");
    expect(visited).toEqual([]);
  });

  it("turns 409 into the e-mail verification notice", async () => {
    respond(
      409,
      JSON.stringify({
        error: "Please Verify your email first. A verification link has been sent.",
      }),
    );
    const error = await failure(api.post("/orders", {}));
    expect(error.message).toBe(
      "Please Verify your email first. A verification link has been sent.",
    );
    expect(toasts).toEqual([
      {
        kind: "error",
        title: "Email Verification Required",
        description: "A verification link has been sent to your email.",
      },
    ]);
  });

  it("shows Insufficient quantity with the server's message", async () => {
    respond(
      422,
      JSON.stringify({
        error: "Only 1 left of Linen Shirt in size M.",
        errorCode: "INSUFFICIENT_QUANTITY",
      }),
    );
    const error = await failure(api.post("/cart/add", {}));
    expect(error.code).toBe("INSUFFICIENT_QUANTITY");
    expect(toasts).toEqual([
      {
        kind: "error",
        title: "Insufficient quantity",
        description: "Only 1 left of Linen Shirt in size M.",
      },
    ]);
  });

  it("uses the error field, else HTTP {status}, else Unknown error", async () => {
    respond(400, JSON.stringify({ error: "phone must be an Egyptian mobile number" }));
    expect((await failure(api.post("/orders", {}))).message).toBe(
      "phone must be an Egyptian mobile number",
    );
    respond(500, JSON.stringify({}));
    expect((await failure(api.get("/products"))).message).toBe("HTTP 500");
    respond(502, "<html>Bad gateway</html>", "text/html");
    expect((await failure(api.get("/products"))).message).toBe("Unknown error");
  });
});
