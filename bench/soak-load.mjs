// The load of bench/soak.mjs: signed-in shoppers at a fixed rate, each on its own keep-alive
// connection, and one admin working through the orders now and then. Every answer but a 2xx is
// an error: the mix asks nothing the store should refuse.
import { createHistogram } from "node:perf_hooks";

const PASSWORD = "SoakShopper2026";

/** What a shopper does, by weight out of 100 (a store's day: mostly looking, a little buying). */
const MIX = [
  ["page /", 8],
  ["page /products", 8],
  ["page /product/:id", 12],
  ["page /ar/product/:id", 4],
  ["GET /api/products", 12],
  ["GET /api/products/:id", 16],
  ["cart", 24],
  ["POST /api/orders", 3],
  ["GET /api/orders", 3],
  ["GET /api/orders/:id", 3],
  ["GET /api/admin/orders", 5],
  ["GET /api/admin/dashboard", 2],
];
const WEIGHT = MIX.reduce((n, [, w]) => n + w, 0);

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

/** Request figures: per slice (reset at each sample) and per kind for the whole run. */
export class Stats {
  constructor() {
    this.kinds = new Map();
    this.errors = [];
    this.resetSlice();
  }
  resetSlice() {
    this.slice = { hist: createHistogram(), count: 0, errors: 0, started: performance.now() };
  }
  record(kind, ms, status, detail) {
    const micro = Math.max(1, Math.round(ms * 1000));
    const ok = status >= 200 && status < 300;
    this.slice.hist.record(micro);
    this.slice.count++;
    let k = this.kinds.get(kind);
    if (!k) this.kinds.set(kind, (k = { hist: createHistogram(), count: 0, errors: 0 }));
    k.hist.record(micro);
    k.count++;
    if (ok) return;
    this.slice.errors++;
    k.errors++;
    if (this.errors.length < 20) this.errors.push(`${kind}: ${status || detail}`);
  }
}

/** One HTTP exchange, timed and counted; answers the status and, when asked, the parsed JSON. */
function client(base, stats) {
  return async function hit(kind, method, url, { token, body, json = false } = {}) {
    const started = performance.now();
    let status = 0;
    let detail = "";
    let data;
    try {
      const r = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      // Read to the end (the CSV export streams): a response is timed whole.
      const text = await r.text();
      status = r.status;
      if (json && text) data = JSON.parse(text);
      if (status >= 300) detail = text.slice(0, 200);
    } catch (err) {
      detail = err.cause?.code ?? err.message;
    }
    stats.record(kind, performance.now() - started, status, detail);
    return { status, data, detail };
  };
}

async function must(hit, label, ...args) {
  const r = await hit(label, ...args);
  if (r.status < 200 || r.status >= 300)
    throw new Error(`soak setup: ${label} answered ${r.status} ${r.detail}`);
  return r.data;
}

/** The admin signs in, makes the product orders are placed for, and each shopper signs up. */
export async function prepareLoad(base, { admin, shoppers }) {
  const setupStats = new Stats();
  const hit = client(base, setupStats);
  const { token } = await must(hit, "admin login", "POST", "/api/auth/login", {
    body: admin,
    json: true,
  });
  // Orders take units of one product with stock for years, so nothing ever sells out.
  const { id: orderProduct } = await must(hit, "bench product", "POST", "/api/products", {
    token,
    json: true,
    body: {
      title: "Soak Linen Shirt",
      originalPrice: 1000,
      salePrice: 900,
      quantityM: 1_000_000, // the most a product may hold
    },
  });
  const list = await must(hit, "product list", "GET", "/api/products", { json: true });
  // Carts take one unit of size M of the catalogue's pieces that have it.
  const products = list.map((p) => p.id);
  const cartable = list.filter((p) => p.quantityM > 0).map((p) => p.id);
  if (!cartable.length) throw new Error("soak setup: no product with size M in stock");
  const people = [];
  for (let i = 0; i < shoppers; i++) {
    const email = `soak${i}@bench.test`;
    await must(hit, "signup", "POST", "/api/auth/signup", {
      body: { email, password: PASSWORD },
    });
    const login = await must(hit, "login", "POST", "/api/auth/login", {
      body: { email, password: PASSWORD },
      json: true,
    });
    people.push({ email, token: login.token, cartStep: 0, orders: [] });
  }
  return { adminToken: token, orderProduct, products, cartable, people };
}

const orderBody = (email, productId) => ({
  products: [{ productId, S: 0, M: 1, L: 0, XL: 0 }],
  customer_email: email,
  customer_number: "01012345678",
  customerName: "Soak Shopper",
  shippingAddress: {
    address: "12 Road 9",
    floor: "3",
    apartment: "7",
    city: "Al-Maadi",
    governorate: "Cairo",
  },
});

/** One shopper's action of the given kind. */
async function act(hit, ctx, person, kind) {
  const product = pick(ctx.products);
  const token = person.token;
  switch (kind) {
    case "page /":
      return hit(kind, "GET", "/");
    case "page /products":
      return hit(kind, "GET", "/products");
    case "page /product/:id":
      return hit(kind, "GET", `/product/${product}`);
    case "page /ar/product/:id":
      return hit(kind, "GET", `/ar/product/${product}`);
    case "GET /api/products":
      return hit(kind, "GET", "/api/products");
    case "GET /api/products/:id":
      return hit(kind, "GET", `/api/products/${product}`);
    case "cart": {
      // Add, look, take out: one shopper's cart never holds more than one unit.
      const step = person.cartStep++ % 3;
      if (step === 0) {
        person.inCart = pick(ctx.cartable);
        return hit("POST /api/cart/add", "POST", "/api/cart/add", {
          token,
          body: { productId: person.inCart, M: 1 },
        });
      }
      if (step === 1) return hit("GET /api/cart", "GET", "/api/cart", { token });
      return hit("POST /api/cart/remove", "POST", "/api/cart/remove", {
        token,
        body: { productId: person.inCart },
      });
    }
    case "POST /api/orders": {
      const r = await hit(kind, "POST", "/api/orders", {
        token,
        json: true,
        body: orderBody(person.email, ctx.orderProduct),
      });
      if (r.data?.id) person.orders = [r.data.id, ...person.orders].slice(0, 5);
      return r;
    }
    case "GET /api/orders":
      return hit(kind, "GET", "/api/orders", { token });
    case "GET /api/orders/:id":
      if (!person.orders.length) return hit("GET /api/orders", "GET", "/api/orders", { token });
      return hit(kind, "GET", `/api/orders/${pick(person.orders)}`, { token });
    case "GET /api/admin/orders": {
      // The list as an admin uses it: the first page, a status, a search by phone.
      const query = pick(["", "?status=pending", "?status=delivered", "?q=01012345678"]);
      return hit(kind, "GET", `/api/admin/orders${query}`, { token: ctx.adminToken });
    }
    case "GET /api/admin/dashboard":
      return hit(kind, "GET", "/api/admin/dashboard", { token: ctx.adminToken });
  }
  throw new Error(`unknown action ${kind}`);
}

function pickKind() {
  let r = Math.random() * WEIGHT;
  for (const [kind, w] of MIX) if ((r -= w) < 0) return kind;
  return MIX[0][0];
}

/**
 * The admin's round: the 20 newest pending orders to processing, the courier sheet of those, then
 * shipped and delivered, each change with its shopper's e-mail. Orders placed faster than that
 * stay pending, as in a shop with a backlog.
 */
async function adminRound(hit, ctx) {
  const token = ctx.adminToken;
  const pending = await hit(
    "GET /api/admin/orders",
    "GET",
    "/api/admin/orders?status=pending&limit=20",
    {
      token,
      json: true,
    },
  );
  const ids = (pending.data ?? []).map((o) => o.id);
  const move = async (status) => {
    for (const id of ids)
      await hit("PATCH /api/orders/:id/status", "PATCH", `/api/orders/${id}/status`, {
        token,
        body: { status },
      });
  };
  await move("processing");
  await hit("GET /api/admin/orders.csv", "GET", "/api/admin/orders.csv", { token });
  await move("shipped");
  await move("delivered");
}

/**
 * Starts the load: `connections` shoppers, each paced to rate / connections requests a second (a
 * slow answer delays that shopper's next request, never piles up more), and the admin's round
 * every `adminEvery` ms. Answers stop(), which resolves once every request has ended.
 */
export function startLoad(base, ctx, { rate, connections, adminEvery, stats }) {
  const hit = client(base, stats);
  let running = true;
  let wake;
  const stopped = new Promise((resolve) => (wake = resolve));
  // A wait that stop() cuts short.
  const sleep = (ms) => Promise.race([stopped, new Promise((r) => setTimeout(r, ms).unref())]);
  const interval = (1000 * connections) / rate;
  const shopper = async (person, offset) => {
    await sleep(offset);
    let next = performance.now();
    while (running) {
      await act(hit, ctx, person, pickKind());
      next += interval;
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      else next = performance.now(); // behind: go on from now rather than burst
    }
  };
  const admin = async () => {
    while (running) {
      await sleep(adminEvery);
      if (running) await adminRound(hit, ctx);
    }
  };
  const loops = [
    ...ctx.people.map((person, i) => shopper(person, (i * interval) / connections)),
    admin(),
  ];
  return async () => {
    running = false;
    wake();
    await Promise.all(loops);
  };
}
