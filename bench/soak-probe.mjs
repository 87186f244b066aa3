// Loaded into the built server by bench/soak.mjs (`node --import ./bench/soak-probe.mjs
// apps/api/dist/server.js`), never by the store itself: heap and event-loop delay can only be read
// from inside the process, and the store has no metrics endpoint of its own. It answers each
// "soak:sample" message on the IPC channel with the process's figures since the last one.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

if (process.send) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // heapUsed at one instant sits anywhere on the collector's saw-tooth; its lowest value over the
  // slice, read every second, is close to what survives collection, which is what a leak grows.
  let heapMin = Infinity;
  let heapMax = 0;
  const watch = () => {
    const { heapUsed } = process.memoryUsage();
    heapMin = Math.min(heapMin, heapUsed);
    heapMax = Math.max(heapMax, heapUsed);
  };
  setInterval(watch, 1000).unref();

  const fds = () => {
    try {
      // The directory handle this opens is itself listed: a constant 1 on every sample.
      return fs.readdirSync("/proc/self/fd").length;
    } catch {
      return null; // not Linux
    }
  };

  process.on("message", (message) => {
    if (message?.type !== "soak:sample") return;
    watch();
    const mem = process.memoryUsage();
    process.send({
      type: "soak:sample",
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      heapMin,
      heapMax,
      heapTotal: mem.heapTotal,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
      fds: fds(),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      loopMean: loop.mean / 1e6,
    });
    loop.reset();
    heapMin = Infinity;
    heapMax = 0;
  });
  // The channel must not keep the server up, and the server must not outlive the bench.
  process.channel?.unref();
  process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
