/**
 * The sum of every series `name` whose labels include `labels`, in Prometheus's text format;
 * undefined when there is none.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let total: number | undefined;
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v))
      total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
