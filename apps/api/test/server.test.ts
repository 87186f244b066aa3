import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const apiDir = path.resolve(import.meta.dirname, "..");

/** Runs the real server entry point (server.ts) with tsx and collects its output. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

describe("the server process", () => {
  const children: ChildProcess[] = [];
  afterEach(() => children.forEach((c) => c.kill("SIGKILL")));

  it("refuses to start on bad configuration, listing every problem", async () => {
    const s = startServer({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://nope",
      DATA_DIR: os.tmpdir(),
    });
    children.push(s.child);
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain("Invalid configuration:");
    expect(s.output()).toContain("PORT:");
    expect(s.output()).toContain("DATABASE_URL:");
  });

  it("creates an admin with a generated password on the first start, prints it once, and drains on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-server-"));
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const s = startServer({ PORT: port, DATA_DIR: dataDir });
    children.push(s.child);
    await waitFor(() => s.output().includes("is open at"));
    const password = /Password:\s+(\S+)/.exec(s.output())?.[1];
    expect(s.output()).toContain("admin@atelier.local");
    expect(password).toBeTruthy();

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@atelier.local", password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe("admin");

    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);

    // The second start of the same store prints no password.
    const again = startServer({ PORT: port, DATA_DIR: dataDir });
    children.push(again.child);
    await waitFor(() => again.output().includes("is open at"));
    expect(again.output()).not.toContain("Password:");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes ADMIN_EMAIL an admin with ADMIN_PASSWORD at start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-server-"));
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const s = startServer({
      PORT: port,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "Owner@Example.com",
      ADMIN_PASSWORD: "Gezira2026",
    });
    children.push(s.child);
    await waitFor(() => s.output().includes("is open at"));
    expect(s.output()).not.toContain("Password:");
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@example.com", password: "Gezira2026" }),
    });
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({
      email: "owner@example.com",
      role: "admin",
    });
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
