// The yardstick for bench/api.mjs: a bare Fastify server answering the same JSON from memory,
// already serialised, with nothing else in the way. Prints one JSON line `{ "port": n }`.
import fs from "node:fs";
import Fastify from "fastify";

const { list, product, productId } = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const app = Fastify({ logger: false });
app.get("/api/products", (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(list),
);
app.get("/api/products/:id", (request, reply) =>
  request.params.id === String(productId)
    ? reply.type("application/json; charset=utf-8").send(product)
    : reply.status(404).send({ error: "Product not found" }),
);
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => app.close().then(() => process.exit(0)));
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
