import net, { type AddressInfo } from "node:net";

export type Relay = {
  /** `127.0.0.1:<port>`: point the store here instead of at the dependency. */
  host: string;
  port: number;
  /**
   * The path goes silent: connections are still accepted, but no byte crosses either way, on the
   * open connections and the new ones, and nothing is closed (a firewall dropping packets).
   */
  blackhole(): void;
  /** The path is back. A side that closed meanwhile is now closed on the other side too. */
  restore(): void;
  /** Every connection cut, the port closed. */
  close(): Promise<void>;
};

/**
 * A TCP relay to `target` that a test can blackhole, for the store's behaviour when PostgreSQL,
 * Redis, the mail server or the bucket stops answering
 * (docs/deploy.md#when-a-dependency-goes-silent).
 * Bytes sent while blackholed are lost, as dropped packets are to a client that has given up; a
 * close is held until the path is back, as TCP retries its FIN until it gets through.
 */
export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  let silent = false;
  const heldCloses = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket][] = [
      [client, upstream],
      [upstream, client],
    ];
    for (const [from, to] of pair) {
      sockets.add(from);
      from.on("error", () => undefined);
      from.on("data", (chunk: Buffer) => {
        if (!silent && !to.destroyed) to.write(chunk);
      });
      from.on("close", () => {
        sockets.delete(from);
        const closeOther = () => to.destroy();
        if (silent) heldCloses.add(closeOther);
        else closeOther();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    port,
    blackhole() {
      silent = true;
    },
    restore() {
      silent = false;
      for (const close of heldCloses) close();
      heldCloses.clear();
    },
    async close() {
      silent = false;
      heldCloses.clear();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `url` with its host and port replaced by the relay's. */
export function throughRelay(url: string, relay: Relay): string {
  const u = new URL(url);
  u.host = relay.host;
  return u.toString();
}
