import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";

/*
 * WEB_CONCURRENCY workers share one port, so a scrape lands on any one of them. That worker asks
 * the primary, which gathers every worker's registry over the cluster's IPC channel and sums it
 * (prom-client's AggregatorRegistry): one scrape reports every worker (docs/deploy.md#metrics).
 */

const ASK = "atelier:metrics-ask";
const ANSWER = "atelier:metrics-answer";
/** prom-client gives up on a worker that does not answer within 5 s; this is the backstop. */
const WAIT_MS = 7_000;

type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/** The primary (server.ts): answers each worker's request with every worker's metrics. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: unknown; id?: unknown } | null) => {
    if (message?.type !== ASK || typeof message.id !== "string") return;
    const id = message.id;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
}

/**
 * A worker: offers `registry` to the primary's gathering, and answers how to ask for the whole
 * cluster's metrics.
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what makes this worker answer the primary's requests (prom-client's
  // lib/cluster.js adds the listener there).
  new AggregatorRegistry();
  const waiting = new Map<string, (answer: Answer) => void>();
  process.on("message", (message: Answer | null) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer with the workers' metrics"));
      }, WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? "no metrics"));
      });
      process.send!({ type: ASK, id });
    });
}
