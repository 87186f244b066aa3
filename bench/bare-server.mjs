// The yardstick for bench/api.mjs: a bare Fastify server answering the store's own answers from
// memory, already serialised (and compressed, for a client that accepts br or gzip), with the
// store's own headers, and nothing else in the way. The payload file maps each path with its query
// to its answers: `{ routes: { "/api/products?limit=24": { identity, br?, gzip? } } }`, each
// `{ headers, body (base64) }`. Listens on BENCH_BARE_PORT or one the system picks; prints one
// JSON line `{ "port": n }`.
import fs from "node:fs";
import Fastify from "fastify";

const { routes } = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const answers = new Map(
  Object.entries(routes).map(([url, forms]) => [
    url,
    Object.fromEntries(
      Object.entries(forms).map(([encoding, { headers, body }]) => [
        encoding,
        { headers, body: Buffer.from(body, "base64") },
      ]),
    ),
  ]),
);

const app = Fastify({ logger: false });
const answer = (request, reply) => {
  const forms = answers.get(request.url);
  if (!forms) return reply.status(404).send({ error: "Product not found" });
  // As little negotiation as serves the bench: br first, as the store prefers it.
  const accept = request.headers["accept-encoding"] ?? "";
  const form =
    (accept.includes("br") && forms.br) ||
    (accept.includes("gzip") && forms.gzip) ||
    forms.identity;
  return reply.headers(form.headers).send(form.body);
};
app.get("/api/products", answer);
app.get("/api/products/:id", answer);
await app.listen({ port: Number(process.env.BENCH_BARE_PORT ?? 0), host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => app.close().then(() => process.exit(0)));
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
