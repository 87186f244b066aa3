// The journeys' web server: a real SMTP server first, then the built store sending its mail to
// it (SMTP_URL). Each message the sink receives is written as an .eml file into DATA_DIR/outbox,
// where e2e/fixtures.ts reads it back, so the tests follow links from mail that really went
// through SMTP (the outbox table, the sender and its retries included).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = process.env.DATA_DIR;
const smtpUrl = process.env.SMTP_URL;
if (!dataDir || !smtpUrl) throw new Error("e2e/serve.mjs needs DATA_DIR and SMTP_URL");
const { hostname, port } = new URL(smtpUrl);
const outbox = path.join(dataDir, "outbox");
fs.mkdirSync(outbox, { recursive: true });

/** Marks a message as received over SMTP (the store's own file writer never adds it). */
const SINK_HEADER = "X-E2E-Received-By: smtp-sink";

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onAuth: (_auth, _session, cb) => cb(null, { user: "store" }),
  onData(stream, _session, cb) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      // Named like the store's own outbox files: sorted by name, newest last.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++received).padStart(6, "0")}-smtp.eml`;
      const raw = `${SINK_HEADER}\r\n${Buffer.concat(chunks).toString("utf8")}`;
      fs.writeFile(path.join(outbox, name), raw, (error) => cb(error ?? undefined));
    });
  },
});
await new Promise((resolve, reject) => {
  sink.once("error", reject);
  sink.listen(Number(port), hostname, () => resolve(undefined));
});

const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
  stdio: "inherit",
  env: process.env,
});
const stop = (signal) => server.kill(signal);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", (code, signal) => {
  sink.close(() => process.exit(code ?? (signal ? 1 : 0)));
});
