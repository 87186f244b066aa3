import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, connectSession, NETWORK_ERROR, SESSION_ENDED } from "./api-client";
import { setNavigator } from "./navigation";
import { loadSonner } from "./toast";

const respond = (status: number, body: string, type = "application/json") =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(body, { status, headers: { "Content-Type": type } }));

let toasts: { kind: string; title: string; description?: unknown }[];
let visited: string[];
let token: string | null;
let sessionsLost: number;

beforeAll(async () => {
  await loadSonner();
});
beforeEach(async () => {
  toasts = [];
  visited = [];
  setNavigator((to) => visited.push(to));
  token = null;
  sessionsLost = 0;
  connectSession({ token: () => token, onSessionLost: () => sessionsLost++ });
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

describe("api client (docs/product.md#api-conventions)", () => {
  it("sends JSON with the session's bearer token", async () => {
    token = "t-123";
    const fetch = respond(200, JSON.stringify({ ok: true }));
    await expect(api.post("/cart/add", { productId: 1, M: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/cart/add");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t-123");
    expect(init?.body).toBe('{"productId":1,"M":1}');
  });

  it("reports a 401 or 403 to the session, once, as Authentication required", async () => {
    for (const status of [401, 403]) {
      token = "t-123";
      respond(status, JSON.stringify({ error: "Invalid token" }));
      const error = await failure(api.get("/cart"));
      expect(error.message).toBe("Authentication required");
      expect(error.code).toBe(SESSION_ENDED);
    }
    expect(sessionsLost).toBe(2);
  });

  it("leaves a failed login to the form: the server's message, no redirect", async () => {
    respond(401, JSON.stringify({ error: "Invalid email or password" }));
    const error = await failure(api.post("/auth/login", { email: "a@b.co", password: "x" }));
    expect(error.message).toBe("Invalid email or password");
    expect(visited).toEqual([]);
    expect(sessionsLost).toBe(0);
  });

  it("carries the server's errorCode and shows nothing itself: meaning is the hooks'", async () => {
    respond(
      409,
      JSON.stringify({
        error: "Please Verify your email first. A verification link has been sent.",
        errorCode: "EMAIL_VERIFICATION_REQUIRED",
      }),
    );
    const verify = await failure(api.post("/orders", {}));
    expect(verify.message).toBe(
      "Please Verify your email first. A verification link has been sent.",
    );
    expect(verify.code).toBe("EMAIL_VERIFICATION_REQUIRED");
    respond(
      422,
      JSON.stringify({
        error: "Only 1 left of Linen Shirt in size M.",
        errorCode: "INSUFFICIENT_QUANTITY",
      }),
    );
    expect((await failure(api.post("/cart/add", {}))).code).toBe("INSUFFICIENT_QUANTITY");
    expect(toasts).toEqual([]);
    expect(visited).toEqual([]);
  });

  it("marks a lost session and a lost connection with codes of its own", async () => {
    token = "t-123";
    respond(401, JSON.stringify({ error: "Invalid token", errorCode: "UNAUTHORIZED" }));
    expect((await failure(api.get("/cart"))).code).toBe(SESSION_ENDED);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const offline = await failure(api.get("/products"));
    expect(offline.code).toBe(NETWORK_ERROR);
    expect(offline.message).toBe("Network error. Please check your connection and try again.");
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

describe("extra headers and list totals", () => {
  it("sends a call's own headers beside the bearer token", async () => {
    token = "tok";
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response("{}", { status: 200 }));
    await api.get("/orders/5", undefined, { "x-order-token": "link" });
    await api.post("/orders/5/cancel", {}, { "x-order-token": "link" });
    for (const [, init] of fetch.mock.calls)
      expect(init!.headers).toMatchObject({ Authorization: "Bearer tok", "x-order-token": "link" });
  });

  it("shows a successful answer's headers to the caller (a list's X-Total-Count)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response("[1,2]", { headers: { "X-Total-Count": "43" } }),
    );
    let total: string | null = null;
    const items = await api.request<number[]>("/orders", {
      onHeaders: (h) => (total = h.get("X-Total-Count")),
    });
    expect(items).toEqual([1, 2]);
    expect(total).toBe("43");
  });
});
