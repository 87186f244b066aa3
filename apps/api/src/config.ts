import { isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { ORDER_LIMITS } from "@atelier/shared/orders";
import { passwordProblem } from "@atelier/shared/auth";
import { canonicalEmail, isEmail } from "@atelier/shared/email";

// The only place that reads process.env (eslint.config.js enforces it). Everything else receives a
// Config.
/** Mails of the hourly budget that confirmations and status mails may not take. */
const LINK_RESERVE = 3;

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const limit = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .positive({ error: "must be 1 or more" })
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url({ error: "must be a URL such as https://shop.example.com" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// (leave unset for SQLite)" })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must look like smtp://user:pass@host:port" })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // The store's one grammar (packages/shared/src/email.ts), in its one spelling.
  ADMIN_EMAIL: z
    .string()
    .transform(canonicalEmail)
    .refine(isEmail, { error: "must be an e-mail address" })
    .optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: bool.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "must start with redis://" })
    .optional(),
  MAX_UNITS_PER_LINE: limit(ORDER_LIMITS.unitsPerLine),
  MAX_UNITS_PER_ORDER: limit(ORDER_LIMITS.unitsPerOrder),
  MAX_OPEN_ORDERS: limit(ORDER_LIMITS.openOrders),
  ORDER_RATE_LIMIT: limit(ORDER_LIMITS.ordersPerMinute),
  CANCEL_RATE_LIMIT: limit(5),
  // LINK_RESERVE of the hour's mails are kept for the links a shopper asks for.
  MAIL_BUDGET: limit(10).refine((n) => n > LINK_RESERVE, {
    error: `must be more than ${LINK_RESERVE}`,
  }),
  COD_REFUSALS_LIMIT: limit(2),
  COD_MAX_TOTAL: z.coerce
    .number({ error: "must be an amount in EGP" })
    .positive({ error: "must be more than 0 (leave unset for no limit)" })
    .max(100_000_000, { error: "is too large" })
    .optional(),
  TRUST_PROXY: z.string().optional(),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, { error: "must be auto or a number of processes (1 or more)" })
    .default("1"),
  PRODUCT_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .min(1, { error: "must be at least 1" })
    .max(4096)
    .default(32),
  RENDER_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .min(1, { error: "must be at least 1" })
    .max(4096)
    .default(32),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be a URL such as https://s3.example.com" })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be a URL such as https://cdn.example.com" })
    .optional(),
  // Paymob (issue 32, docs/deploy.md#paymob): cards and wallets, on only when the keys are set.
  PAYMOB_SECRET_KEY: z.string().min(1).optional(),
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(/^\s*\d{1,12}\s*(,\s*\d{1,12}\s*)*$/, {
      error: "must be Paymob integration ids separated by commas (card, wallet…)",
    })
    .optional(),
  PAYMOB_API_URL: z
    .url({ protocol: /^https?$/, error: "must be a URL such as https://accept.paymob.com" })
    .default("https://accept.paymob.com"),
  PAYMOB_PAY_WITHIN_MINUTES: limit(60),
  // WhatsApp Cloud API (issue 32, docs/deploy.md#whatsapp): cash orders confirmed by the shopper.
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, { error: "must be the phone number's id (digits)" })
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, { error: "must be a template name (lower case, digits, _)" })
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: "must be a language code such as ar or en_US" })
    .optional(),
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: "must be a URL such as https://graph.facebook.com/v21.0" })
    .default("https://graph.facebook.com/v21.0"),
  WHATSAPP_CONFIRM_WITHIN_HOURS: limit(24),
  // GET /metrics (docs/deploy.md#metrics-and-traces): served only with this bearer token.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, {
      error: "must be 16 to 256 visible characters without spaces (openssl rand -hex 32)",
    })
    .optional(),
  // The OpenTelemetry collector's base URL (OTLP over HTTP; /v1/traces is added), named as
  // OpenTelemetry's own specification names it.
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be a URL such as http://127.0.0.1:4318" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("production"),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  /** Uploads in an S3-compatible bucket; unset: DATA_DIR/uploads. */
  s3: S3Config | undefined;
  logLevel: string;
  /** The bearer token GET /metrics answers to; undefined: /metrics is not served (404). */
  metricsToken: string | undefined;
  /** Traces go to this OTLP/HTTP collector (its base URL, no trailing slash); undefined: none. */
  otlpEndpoint: string | undefined;
  /** Fastify's trustProxy: false (the socket address), true, a hop count or proxy addresses. */
  trustProxy: boolean | number | string[];
  /** Bytes the product answers may hold together (PRODUCT_CACHE_MB). */
  productCacheBytes: number;
  /** Bytes all server-drawn pages may hold together (RENDER_CACHE_MB). */
  renderCacheBytes: number;
  /** Worker processes server.ts runs on one port (WEB_CONCURRENCY; `auto` = the cores). */
  webConcurrency: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
  /** What one customer may order (docs/product.md#orders): stock cannot be hoarded. */
  orderLimits: {
    unitsPerLine: number;
    unitsPerOrder: number;
    openOrders: number;
    ordersPerMinute: number;
    /** A shopper's cancels per hour, per account, e-mail and phone number. */
    cancelsPerHour: number;
  };
  /**
   * Mails per hour to one shopper's address, of every kind; notices (confirmations, status mails)
   * may use all but `linkReserve`, kept for the links she asks for (features/mail/budget.ts).
   */
  mailBudget: { perHour: number; linkReserve: number };
  /**
   * Who may pay cash on delivery (docs/product.md#payments): not a customer with `refusalsLimit`
   * refusals at the door or more, nor an order whose total (EGP, shipping included) is above
   * `maxTotal` (null: no limit).
   */
  cod: { refusalsLimit: number; maxTotal: number | null };
  /** Paymob's cards and wallets (issue 32); undefined: not offered. */
  paymob: PaymobConfig | undefined;
  /** WhatsApp confirmation of cash orders (issue 32); undefined: not sent. */
  whatsapp: WhatsAppConfig | undefined;
  /** Rate limits, overridable by tests. */
  rateLimits: {
    ipPerMinute: number;
    accountPerWindow: number;
    accountWindowMinutes: number;
    /** GET /api/products/search per client address (issue 29; default 120); the bench lifts it. */
    searchPerMinute?: number;
  };
  /**
   * Milliseconds the store waits on a dependency that went silent before it answers without it
   * (docs/deploy.md#when-a-dependency-goes-silent); overridable by tests. The database's are in
   * POSTGRES_TIMEOUTS.
   */
  timeouts: {
    /** GET /api/health's own wait for the database: a load balancer must hear 503 quickly. */
    health: number;
    /** A rate-limit counter in Redis; past it the database counts. */
    redis: number;
    /** One bucket operation, retries included. */
    s3: number;
    /** Connecting to the mail server, and its greeting. */
    smtp: number;
  };
};

export const DEPENDENCY_TIMEOUTS: Config["timeouts"] = {
  health: 2_000,
  redis: 500,
  s3: 6_000,
  smtp: 15_000,
};

export type S3Config = {
  bucket: string;
  /** Unset: AWS itself (virtual-hosted addressing); set: R2, MinIO… (path-style addressing). */
  endpoint: string | undefined;
  region: string;
  /** Unset (AWS only): the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A CDN or public bucket origin: GET /uploads/<name> redirects to `${publicUrl}/<name>`. */
  publicUrl: string | undefined;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: "true", a hop count, or comma-separated proxy
 * addresses and CIDRs. Unset: X-Forwarded-For is ignored and the socket address counts.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((v) => v.trim());
  const bad = entries.find((entry) => {
    const [address = "", bits, ...rest] = entry.split("/");
    const version = isIP(address);
    if (!version || rest.length) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (version === 4 ? 32 : 128);
  });
  return bad === undefined
    ? entries
    : `TRUST_PROXY: "${bad}" is not an IP address or CIDR (use true, a hop count, or a comma-separated list)`;
}

type Env = z.infer<typeof envSchema>;

export type PaymobConfig = {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The account's integrations to offer (card, wallet…), in the order given. */
  integrationIds: number[];
  /** Without a trailing slash; the fakes in tests point it at 127.0.0.1. */
  apiUrl: string;
  /** An order not paid by then is canceled, its units and any code's use back. */
  payWithinMinutes: number;
  /** How often unpaid orders are looked for (a minute; tests shorten it). */
  sweepEveryMs?: number;
};

const PAYMOB_KEYS = [
  "PAYMOB_SECRET_KEY",
  "PAYMOB_PUBLIC_KEY",
  "PAYMOB_HMAC_SECRET",
  "PAYMOB_INTEGRATION_IDS",
] as const;

/** `egy_sk_test_…`: the country and the mode a Paymob key is for, or null for another shape. */
const keyScope = (key: string) => /^([a-z]{3})_[sp]k_(test|live)_/.exec(key)?.slice(1).join(" ");

/**
 * PAYMOB_* as one setting, or what is wrong: all four keys or none, and (as Paymob's own
 * WooCommerce plugin checks) a secret and a public key of the same country and mode.
 */
function parsePaymob(e: Env): PaymobConfig | undefined | string[] {
  const set = PAYMOB_KEYS.filter((k) => e[k] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < PAYMOB_KEYS.length)
    return [
      `${PAYMOB_KEYS.filter((k) => e[k] === undefined).join(", ")}: required with ${set.join(", ")}`,
    ];
  const [secret, pub] = [keyScope(e.PAYMOB_SECRET_KEY!), keyScope(e.PAYMOB_PUBLIC_KEY!)];
  if (secret && pub && secret !== pub)
    return [
      `PAYMOB_PUBLIC_KEY is for ${pub}, PAYMOB_SECRET_KEY for ${secret}: use a pair of one account and mode`,
    ];
  return {
    secretKey: e.PAYMOB_SECRET_KEY!,
    publicKey: e.PAYMOB_PUBLIC_KEY!,
    hmacSecret: e.PAYMOB_HMAC_SECRET!,
    integrationIds: e.PAYMOB_INTEGRATION_IDS!.split(",").map((id) => Number(id.trim())),
    apiUrl: e.PAYMOB_API_URL.replace(/\/+$/, ""),
    payWithinMinutes: e.PAYMOB_PAY_WITHIN_MINUTES,
  };
}

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  template: string;
  /** null: the order's own language. */
  templateLanguage: string | null;
  apiUrl: string;
  confirmWithinHours: number;
  /** Tests only: how often unanswered orders are swept (default a minute). */
  sweepEveryMs?: number;
};

const WHATSAPP_KEYS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_TEMPLATE",
] as const;

/** WHATSAPP_* as one setting (all five or none), or what is missing. */
function parseWhatsApp(e: Env): WhatsAppConfig | undefined | string[] {
  const set = WHATSAPP_KEYS.filter((k) => e[k] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < WHATSAPP_KEYS.length)
    return [
      `${WHATSAPP_KEYS.filter((k) => e[k] === undefined).join(", ")}: required with ${set.join(", ")}`,
    ];
  return {
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    template: e.WHATSAPP_TEMPLATE!,
    templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE ?? null,
    apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
    confirmWithinHours: e.WHATSAPP_CONFIRM_WITHIN_HOURS,
  };
}

/** S3_* as one setting, or the list of what is missing (docs/deploy-storage-backups.md). */
function parseS3(e: Env): S3Config | undefined | string[] {
  const others = (
    [
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_PUBLIC_URL",
    ] as const
  ).filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET)
    return others.length
      ? [`${others.join(", ")} set without S3_BUCKET: set S3_BUCKET too`]
      : undefined;
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/.test(e.S3_BUCKET))
    problems.push("S3_BUCKET: a bucket name is lower-case letters, digits, dots and hyphens");
  if (!e.S3_ENDPOINT && !e.S3_REGION)
    problems.push("S3_REGION: required for AWS S3 (or set S3_ENDPOINT for R2, MinIO…)");
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (keys.some((k) => k === undefined) && (e.S3_ENDPOINT || keys.some((k) => k !== undefined)))
    problems.push(
      e.S3_ENDPOINT
        ? "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT"
        : "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  if (problems.length) return problems;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
    // R2 and MinIO take any region in the signature; us-east-1 is what their docs use.
    region: e.S3_REGION ?? "us-east-1",
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ""),
  };
}

const empty = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, empty(env[k])]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? "?")}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(["ADMIN_EMAIL and ADMIN_PASSWORD must be set together"]);
  }
  // The admin's password meets the signup policy like everyone's.
  const adminPasswordProblem = e.ADMIN_PASSWORD ? passwordProblem(e.ADMIN_PASSWORD) : null;
  if (adminPasswordProblem) throw new ConfigError([`ADMIN_PASSWORD: ${adminPasswordProblem}`]);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "string") throw new ConfigError([trustProxy]);
  const s3 = parseS3(e);
  if (Array.isArray(s3)) throw new ConfigError(s3);
  const paymob = parsePaymob(e);
  if (Array.isArray(paymob)) throw new ConfigError(paymob);
  const whatsapp = parseWhatsApp(e);
  if (Array.isArray(whatsapp)) throw new ConfigError(whatsapp);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    s3,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ""),
    trustProxy,
    productCacheBytes: Math.round(e.PRODUCT_CACHE_MB * 1024 * 1024),
    renderCacheBytes: Math.round(e.RENDER_CACHE_MB * 1024 * 1024),
    webConcurrency:
      e.WEB_CONCURRENCY === "auto" ? os.availableParallelism() : Number(e.WEB_CONCURRENCY),
    webDist: undefined,
    orderLimits: {
      unitsPerLine: e.MAX_UNITS_PER_LINE,
      unitsPerOrder: e.MAX_UNITS_PER_ORDER,
      openOrders: e.MAX_OPEN_ORDERS,
      ordersPerMinute: e.ORDER_RATE_LIMIT,
      cancelsPerHour: e.CANCEL_RATE_LIMIT,
    },
    mailBudget: { perHour: e.MAIL_BUDGET, linkReserve: LINK_RESERVE },
    cod: { refusalsLimit: e.COD_REFUSALS_LIMIT, maxTotal: e.COD_MAX_TOTAL ?? null },
    paymob,
    whatsapp,
    rateLimits: {
      ipPerMinute: 300,
      accountPerWindow: 10,
      accountWindowMinutes: 15,
    },
    timeouts: { ...DEPENDENCY_TIMEOUTS },
  };
}
