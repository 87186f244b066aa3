// Loaded into the built server by bench/soak.mjs (`node --import ./bench/soak-probe.mjs
// apps/api/dist/server.js`), never by the store itself: heap and event-loop delay can only be read
// from inside the process, and the store has no metrics endpoint of its own. It answers each
// "soak:sample" message on the IPC channel with the process's figures since the last one.
import fs from "node:fs";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

if (process.send) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // heapUsed at one instant sits anywhere on the collector's saw-tooth, which under this load can
  // span 150 MB and a minute or more. What a leak grows is what survives a full collection: the
  // heap read just after each major GC (read when the observer hears of it, a few allocations
  // later). A slice without one keeps the last.
  let afterGc = null;
  let afterGcMin = Infinity;
  let majorGcs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      afterGc = process.memoryUsage().heapUsed;
      afterGcMin = Math.min(afterGcMin, afterGc);
      majorGcs++;
    }
  }).observe({ entryTypes: ["gc"] });

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
    const mem = process.memoryUsage();
    process.send({
      type: "soak:sample",
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      heapAfterGc: afterGcMin === Infinity ? afterGc : afterGcMin,
      majorGcs,
      heapTotal: mem.heapTotal,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
      fds: fds(),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      loopMean: loop.mean / 1e6,
    });
    loop.reset();
    afterGcMin = Infinity;
    majorGcs = 0;
  });
  // The channel must not keep the server up, and the server must not outlive the bench.
  process.channel?.unref();
  process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
