// The soak's verdict (bench/soak.mjs): the samples after warm-up, their first quarter against their
// last. Medians, so that one slow slice or one collection at the wrong moment decides nothing;
// a regression line as well, so that steady growth too slow to pass 15 % in the run still shows.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Least-squares slope of y over t (seconds), per hour. */
function slopePerHour(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((a, p) => a + p.t, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.t - mt) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.t - mt) ** 2, 0);
  return den ? (num / den) * 3600 : 0;
}

const LIMIT = 0.15;
const FD_SLACK = 5;

/**
 * Fails memory that ends more than 15 % above its level after warm-up, or grows along a line that
 * gains 15 % over the run while the last quarter never comes down to the first (RSS only once
 * three major collections have run after warm-up); descriptors whose
 * last-quarter maximum is more than 5 above the first's; a p99 that doubles (and by 10 ms or
 * more); and any error.
 */
export function judge(samples, { warmup }) {
  let after = samples.filter((s) => s.t > warmup);
  if (after.length < 2) after = samples.slice(1);
  const q = Math.max(1, Math.ceil(after.length / 4));
  const first = after.slice(0, q);
  const last = after.slice(-q);
  const span = (after.at(-1).t - after[0].t) / 3600;
  const checks = [];
  for (const [key, name] of [
    ["rssMB", "RSS"],
    ["heapGcMB", "heap after major GC"],
  ]) {
    // Before the first major collection there is no heap-after-GC figure.
    const known = (xs) => xs.filter((s) => s[key] !== null).map((s) => s[key]);
    const [early, late, all] = [known(first), known(last), known(after)];
    if (!early.length || !late.length) {
      checks.push({ name, pass: true, detail: "not measured: no major GC in a quarter" });
      continue;
    }
    const level = median(early);
    const end = median(late);
    // RSS rides the collector's saw-tooth: within fewer than three cycles it only ever climbs.
    const cycles = after.reduce((n, s) => n + (s.majorGcs ?? 0), 0);
    if (key === "rssMB" && cycles < 3) {
      checks.push({
        name,
        pass: true,
        detail: `not judged: ${cycles} major GC after warm-up, fewer than 3 collector cycles (${level.toFixed(1)} → ${end.toFixed(1)} MB)`,
      });
      continue;
    }
    const slope = slopePerHour(
      after.filter((s) => s[key] !== null).map((s) => ({ t: s.t, y: s[key] })),
    );
    const outside = all.filter((y) => Math.abs(y / level - 1) > LIMIT).length;
    const climbing = (slope * span) / level > LIMIT && Math.min(...late) > Math.max(...early);
    checks.push({
      name,
      pass: end / level - 1 <= LIMIT && !climbing,
      detail:
        `${level.toFixed(1)} MB after warm-up → ${end.toFixed(1)} MB at the end ` +
        `(${((end / level - 1) * 100).toFixed(1)} %), trend ${slope >= 0 ? "+" : ""}${slope.toFixed(1)} MB/h, ` +
        `${outside} of ${all.length} samples outside ±15 %`,
    });
  }

  const fds = after.map((s) => s.fds).filter((n) => n !== null && n !== undefined);
  if (fds.length) {
    const firstMax = Math.max(...first.map((s) => s.fds));
    const lastMax = Math.max(...last.map((s) => s.fds));
    checks.push({
      name: "open descriptors",
      pass: lastMax <= firstMax + FD_SLACK,
      detail: `max ${firstMax} in the first quarter, ${lastMax} in the last (range ${Math.min(...fds)}–${Math.max(...fds)})`,
    });
  }

  const p99First = median(first.map((s) => s.p99));
  const p99Last = median(last.map((s) => s.p99));
  checks.push({
    name: "request p99",
    pass: !(p99Last > 2 * p99First && p99Last - p99First >= 10),
    detail: `${p99First.toFixed(1)} ms after warm-up → ${p99Last.toFixed(1)} ms at the end (medians of the slices); highest slice ${Math.max(...after.map((s) => s.p99)).toFixed(1)} ms`,
  });

  const errors = samples.reduce((n, s) => n + s.errors, 0);
  const requests = samples.reduce((n, s) => n + s.requests, 0);
  checks.push({
    name: "errors",
    pass: errors === 0,
    detail: `${errors} of ${requests.toLocaleString("en-US")} requests`,
  });
  return { pass: checks.every((c) => c.pass), checks, postWarmup: after.length, quarter: q };
}

/** The run as Markdown for docs/benchmarks.md: the checks, the samples thinned, the requests. */
export function summaryMarkdown(run, samples, verdict) {
  const load = run.loadAverage;
  const lines = [
    `Soak — ${run.date} — ${run.dialect}, ${run.duration} s at ${run.rate} req/s from ${run.connections} shoppers, ` +
      `sampled every ${run.interval} s, warm-up ${run.warmup.toFixed(0)} s; Node ${run.node}, ${run.cpus} CPU; ` +
      `load average ${load.min.toFixed(2)}–${load.max.toFixed(2)} (mean ${load.mean.toFixed(2)}); ` +
      `${run.outboxFiles.toLocaleString("en-US")} e-mails written; ${run.serverWarnings} server log lines at warn or worse`,
    "",
    `**${verdict.pass ? "PASS" : "FAIL"}** (first and last quarter: ${verdict.quarter} of ${verdict.postWarmup} samples after warm-up)`,
    "",
    "| check | | figures |",
    "|---|---|---|",
    ...verdict.checks.map((c) => `| ${c.name} | ${c.pass ? "ok" : "**FAIL**"} | ${c.detail} |`),
    "",
    "| t (s) | req/s | p50 ms | p99 ms | errors | RSS MB | heap MB | heap after GC MB | fds | loop p99 ms | loop max ms | load |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  // At most about a dozen rows: every k-th sample, and the last.
  const step = Math.max(1, Math.round(samples.length / 12));
  const shown = samples.filter((_, i) => i % step === 0 || i === samples.length - 1);
  for (const s of shown)
    lines.push(
      `| ${s.t} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.errors} | ` +
        `${s.rssMB.toFixed(1)} | ${s.heapMB.toFixed(1)} | ${s.heapGcMB?.toFixed(1) ?? "—"} | ${s.fds ?? "—"} | ` +
        `${s.loopP99.toFixed(1)} | ${s.loopMax.toFixed(1)} | ${s.load.toFixed(2)} |`,
    );
  lines.push("", "| request | count | errors | p50 ms | p99 ms |", "|---|---:|---:|---:|---:|");
  for (const k of [...run.kinds].sort((a, b) => b.count - a.count))
    lines.push(
      `| ${k.kind} | ${k.count.toLocaleString("en-US")} | ${k.errors} | ${k.p50.toFixed(1)} | ${k.p99.toFixed(1)} |`,
    );
  return lines.join("\n");
}
