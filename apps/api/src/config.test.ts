import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { dbOptionsFromConfig } from "./db/dialects";

describe("configuration", () => {
  it("has working defaults: SQLite in ./data on port 3000", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.seedDemo).toBe(true);
    expect(c.logLevel).toBe("info");
  });

  it("runs WEB_CONCURRENCY workers: 1 by default, auto for one per core, nonsense refused", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(os.availableParallelism());
    for (const bad of ["0", "-2", "two", "1.5", "99999"])
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY: must be auto/);
  });

  it("takes the PostgreSQL schema a DATABASE_URL chooses, for the data and the migrations", () => {
    const url = "postgres://shop@db:5432/atelier";
    const dataDir = "/tmp/x";
    expect(dbOptionsFromConfig({ databaseUrl: url, dataDir })).toEqual({
      dialect: "postgres",
      url,
    });
    const chosen = `${url}?options=-c%20search_path%3Dshop_2`;
    expect(dbOptionsFromConfig({ databaseUrl: chosen, dataDir })).toMatchObject({
      schema: "shop_2",
    });
    // Anything but a plain name is left to PostgreSQL, never put into SQL by us.
    const odd = `${url}?options=-c%20search_path%3D%22a%3Bdrop%22`;
    expect(dbOptionsFromConfig({ databaseUrl: odd, dataDir })).not.toHaveProperty("schema");
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    const c = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", PORT: "4000" });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:4000");
  });

  it("stops with a readable list of every bad value", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SEED_DEMO: "maybe",
        LOG_LEVEL: "loud",
        SMTP_URL: "mail.example.com",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("Invalid configuration:");
    for (const name of ["PORT", "DATABASE_URL", "SEED_DEMO", "LOG_LEVEL", "SMTP_URL"])
      expect(message).toContain(`  - ${name}:`);
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.com" })).toThrow(/set together/);
    expect(
      loadConfig({ ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "Secret2026" }).adminEmail,
    ).toBe("boss@example.com");
  });

  it("has the order limits of docs/product.md#configuration, and takes others", () => {
    expect(loadConfig({}).orderLimits).toEqual({
      unitsPerLine: 10,
      unitsPerOrder: 20,
      openOrders: 3,
      ordersPerMinute: 30,
      cancelsPerHour: 5,
    });
    expect(loadConfig({}).mailBudget).toEqual({ perHour: 10, linkReserve: 3 });
    expect(loadConfig({ MAIL_BUDGET: "100", CANCEL_RATE_LIMIT: "50" })).toMatchObject({
      mailBudget: { perHour: 100 },
      orderLimits: { cancelsPerHour: 50 },
    });
    expect(() => loadConfig({ MAIL_BUDGET: "3" })).toThrow(/MAIL_BUDGET: must be more than 3/);
    expect(
      loadConfig({
        MAX_UNITS_PER_LINE: "4",
        MAX_UNITS_PER_ORDER: "8",
        MAX_OPEN_ORDERS: "5",
        ORDER_RATE_LIMIT: "100",
      }).orderLimits,
    ).toMatchObject({ unitsPerLine: 4, unitsPerOrder: 8, openOrders: 5, ordersPerMinute: 100 });
    expect(() => loadConfig({ MAX_OPEN_ORDERS: "0", ORDER_RATE_LIMIT: "many" })).toThrow(
      /MAX_OPEN_ORDERS: must be 1 or more[\s\S]*ORDER_RATE_LIMIT: must be a whole number/,
    );
  });

  it("has the cash-on-delivery rules of docs/product.md#payments, and takes others", () => {
    expect(loadConfig({}).cod).toEqual({ refusalsLimit: 2, maxTotal: null });
    expect(loadConfig({ COD_REFUSALS_LIMIT: "3", COD_MAX_TOTAL: "5000" }).cod).toEqual({
      refusalsLimit: 3,
      maxTotal: 5000,
    });
    expect(() => loadConfig({ COD_REFUSALS_LIMIT: "0", COD_MAX_TOTAL: "-1" })).toThrow(
      /COD_REFUSALS_LIMIT: must be 1 or more[\s\S]*COD_MAX_TOTAL: must be more than 0/,
    );
  });
});

describe("hardening settings", () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (e) {
      return e instanceof ConfigError ? e.message : `not a ConfigError: ${String(e)}`;
    }
    return "";
  };

  it("wants ADMIN_EMAIL to be one mailbox in the store's grammar (issue 26)", () => {
    for (const email of ["boss@example.com<postmaster", "(1)boss@example.com", "a@b.com,c@d.com"])
      expect(problems({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Secret2026" }), email).toContain(
        "ADMIN_EMAIL: must be an e-mail address",
      );
  });

  it("stops the start when ADMIN_PASSWORD misses the signup policy, saying why", () => {
    expect(problems({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "admin" })).toContain(
      "ADMIN_PASSWORD: Password must be at least 8 characters long",
    );
    expect(problems({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "password123" })).toContain(
      "ADMIN_PASSWORD: Password must contain at least one uppercase letter",
    );
    expect(problems({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "Secret2026" })).toBe("");
  });

  it("reads TRUST_PROXY as Fastify's trustProxy: unset false, true, hops, or addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "::1",
    ]);
    expect(problems({ TRUST_PROXY: "loadbalancer" })).toContain("TRUST_PROXY:");
    expect(problems({ TRUST_PROXY: "10.0.0.0/33" })).toContain("TRUST_PROXY:");
  });

  it("reads S3_* as one bucket setting, path-style with an endpoint, and says what is missing", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "atelier-images",
        S3_ENDPOINT: "https://acc.r2.cloudflarestorage.com/",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://images.example.com/",
      }).s3,
    ).toEqual({
      bucket: "atelier-images",
      endpoint: "https://acc.r2.cloudflarestorage.com",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      publicUrl: "https://images.example.com",
    });
    // AWS itself: a region, and the SDK's own credentials (an instance role) are fine.
    expect(loadConfig({ S3_BUCKET: "atelier", S3_REGION: "eu-central-1" }).s3).toMatchObject({
      endpoint: undefined,
      region: "eu-central-1",
      credentials: undefined,
    });
    expect(problems({ S3_BUCKET: "atelier" })).toContain("  - S3_REGION: required for AWS S3");
    expect(problems({ S3_BUCKET: "atelier", S3_ENDPOINT: "http://127.0.0.1:9000" })).toContain(
      "  - S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT",
    );
    expect(
      problems({ S3_BUCKET: "atelier", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "key" }),
    ).toContain("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
    expect(problems({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toContain(
      "  - S3_ENDPOINT set without S3_BUCKET: set S3_BUCKET too",
    );
    expect(problems({ S3_BUCKET: "Atelier_Images", S3_REGION: "x" })).toContain("  - S3_BUCKET:");
    expect(problems({ S3_BUCKET: "atelier", S3_ENDPOINT: "minio:9000" })).toContain(
      "  - S3_ENDPOINT: must be a URL",
    );
  });

  it("serves /metrics only with a long token, and sends traces to an http(s) OTLP endpoint", () => {
    const c = loadConfig({});
    expect(c.metricsToken).toBeUndefined();
    expect(c.otlpEndpoint).toBeUndefined();
    const token = "a".repeat(16);
    const set = loadConfig({
      METRICS_TOKEN: token,
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318/",
    });
    expect(set.metricsToken).toBe(token);
    expect(set.otlpEndpoint).toBe("http://127.0.0.1:4318");
    for (const bad of ["short", "with a space in it ok", "é".repeat(20)])
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN: must be 16/);
    for (const bad of ["127.0.0.1:4318", "grpc://collector:4317"])
      expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: bad })).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL/,
      );
  });
});
