import { defineConfig, devices } from "@playwright/test";
// Debian's Chromium and the flags this closed network needs, shared with bench/web.mjs.
import chromium from "./e2e/chromium.json" with { type: "json" };

// Browser journeys run against the real built server on a fresh SQLite store, with the demo
// catalog; its e-mails go to a real SMTP server (e2e/serve.mjs) that writes them to the outbox
// folder the tests read back. Chromium comes from Debian (never downloaded).
// E2E_PORT / E2E_SMTP_PORT let two checkouts run their journeys side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = "e2e/.artifacts/data";
export const E2E_ADMIN = { email: "admin@maisonzamalek.test", password: "Atelier2026admin" };
/** The SMTP server e2e/serve.mjs starts before the store; the store sends all its mail there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
/**
 * Paymob and WhatsApp (issue 32) as local fakes that speak their documented protocols
 * (apps/api/test/paymob-fake.ts, whatsapp-fake.ts): the journeys that need one start it on its
 * port; the store is set up for both from its start. While a fake is not running, the store
 * finds the service away: WhatsApp messages wait in the outbox and are retried.
 */
export const E2E_PAYMOB = {
  port: E2E_PORT + 2,
  secretKey: "egy_sk_test_journeys",
  publicKey: "egy_pk_test_journeys",
  hmacSecret: "journeys-hmac-secret",
  integrationIds: [4_600_001, 4_600_002],
};
export const E2E_WHATSAPP = {
  port: E2E_PORT + 3,
  token: "EAAG-journeys",
  phoneNumberId: "1098765432",
  appSecret: "journeys-app-secret",
};

export default defineConfig({
  testDir: "e2e",
  testMatch: /.*\.spec\.ts/,
  outputDir: "e2e/.artifacts/results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    [
      "json",
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.args,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node e2e/serve.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // A cold first start renders the demo shots (minutes on two busy cores); later starts copy
    // them.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // The journeys order as one shopper (one phone number) over and over on one store: the
      // open-orders, cancel and rate limits and the mail budget are raised for them, never by
      // lowering the defaults.
      MAX_OPEN_ORDERS: "1000",
      ORDER_RATE_LIMIT: "1000",
      CANCEL_RATE_LIMIT: "1000",
      MAIL_BUDGET: "1000",
      PAYMOB_SECRET_KEY: E2E_PAYMOB.secretKey,
      PAYMOB_PUBLIC_KEY: E2E_PAYMOB.publicKey,
      PAYMOB_HMAC_SECRET: E2E_PAYMOB.hmacSecret,
      PAYMOB_INTEGRATION_IDS: E2E_PAYMOB.integrationIds.join(","),
      PAYMOB_API_URL: `http://127.0.0.1:${E2E_PAYMOB.port}`,
      WHATSAPP_TOKEN: E2E_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: "journeys-verify",
      WHATSAPP_TEMPLATE: "order_confirmation",
      WHATSAPP_API_URL: `http://127.0.0.1:${E2E_WHATSAPP.port}`,
    },
  },
});
