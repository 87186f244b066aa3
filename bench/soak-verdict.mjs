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
 * Whether a memory series (points {t, y} after warm-up) grows: its last quarter's median more than
 * 15 % above its first quarter's, or a regression line gaining 15 % over the run while the last
 * quarter's lowest stays above the first quarter's highest.
 */
function growth(name, points, { judged = true, unit = "samples" } = {}) {
  if (points.length < 3)
    return { name, pass: true, detail: `not judged: ${points.length} ${unit} after warm-up` };
  const q = Math.ceil(points.length / 4);
  const early = points.slice(0, q).map((p) => p.y);
  const late = points.slice(-q).map((p) => p.y);
  const all = points.map((p) => p.y);
  const level = median(early);
  const end = median(late);
  const slope = slopePerHour(points);
  const span = (points.at(-1).t - points[0].t) / 3600;
  const outside = all.filter((y) => Math.abs(y / level - 1) > LIMIT).length;
  const climbing = (slope * span) / level > LIMIT && Math.min(...late) > Math.max(...early);
  return {
    name,
    pass: !judged || (end / level - 1 <= LIMIT && !climbing),
    detail:
      `${level.toFixed(1)} MB after warm-up → ${end.toFixed(1)} MB at the end ` +
      `(${((end / level - 1) * 100).toFixed(1)} %), trend ${slope >= 0 ? "+" : ""}${slope.toFixed(1)} MB/h, ` +
      `${outside} of ${all.length} ${unit} outside ±15 %, highest ${Math.max(...all).toFixed(1)} MB`,
  };
}

/**
 * Between two major GCs RSS holds that cycle's garbage too and V8 lets the cycle grow as it likes;
 * what a leak raises is the floor: the lowest RSS sampled in each cycle (a cycle starts at the
 * sample whose slice saw a major GC; the first, partial one is left out).
 */
function rssFloors(after) {
  const floors = [];
  for (const s of after) {
    if (s.majorGcs > 0) floors.push({ t: s.t, y: s.rssMB });
    else if (floors.length) floors.at(-1).y = Math.min(floors.at(-1).y, s.rssMB);
  }
  return floors.slice(0, -1); // the last cycle has not ended: its floor may not be reached yet
}

/**
 * Fails RSS (its floor in each GC cycle) or the heap after major GC growing (growth()); open
 * descriptors whose last-quarter maximum is more than 5 above the first's; a p99 that doubles
 * (and by 10 ms or more); and any error. RSS at each sample is shown, not judged.
 */
export function judge(samples, { warmup }) {
  let after = samples.filter((s) => s.t > warmup);
  if (after.length < 2) after = samples.slice(1);
  const q = Math.max(1, Math.ceil(after.length / 4));
  const first = after.slice(0, q);
  const last = after.slice(-q);
  const checks = [
    growth("RSS, lowest in each GC cycle", rssFloors(after), { unit: "cycles" }),
    growth(
      "heap after major GC",
      after.filter((s) => s.heapGcMB != null).map((s) => ({ t: s.t, y: s.heapGcMB })),
    ),
    growth(
      "RSS at the sample (shown, not judged)",
      after.map((s) => ({ t: s.t, y: s.rssMB })),
      { judged: false },
    ),
  ];

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
