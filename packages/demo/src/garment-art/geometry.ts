// Garment units and SVG path building: the canvas, points, mirrored outlines and simple shapes.

export const W = 1200;
export const H = 1500;
export const CX = W / 2;

export type Pt = readonly [number, number];

export const f = (n: number) => (Math.round(n * 10) / 10).toString();
export const pt = (p: Pt) => `${f(p[0])} ${f(p[1])}`;

/** Mirror an absolute M/L/C/Q/Z path across the garment's centre line. */
export function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?)[ ,]+(-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => {
    return `${f(2 * CX - Number(x))} ${y}`;
  });
}

export type Seg = { l: Pt } | { q: Pt; to: Pt } | { c1: Pt; c2: Pt; to: Pt };

const end = (s: Seg): Pt => ("l" in s ? s.l : s.to);
const mx = (p: Pt): Pt => [2 * CX - p[0], p[1]];

/**
 * A closed outline symmetric about the centre line, from the right half only. `start` and the
 * last point should sit on the centre line; the left half is the mirror image, traced back.
 */
export function symmetric(start: Pt, segs: Seg[]): string {
  let d = `M${pt(start)}`;
  for (const s of segs) d += segCmd(s);
  const pts: Pt[] = [start, ...segs.map(end)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const from = pts[i];
    if (!s || !from) continue;
    if ("l" in s) d += `L${pt(mx(from))}`;
    else if ("q" in s) d += `Q${pt(mx(s.q))} ${pt(mx(from))}`;
    else d += `C${pt(mx(s.c2))} ${pt(mx(s.c1))} ${pt(mx(from))}`;
  }
  return `${d}Z`;
}

export function segCmd(s: Seg): string {
  if ("l" in s) return `L${pt(s.l)}`;
  if ("q" in s) return `Q${pt(s.q)} ${pt(s.to)}`;
  return `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`;
}

export function lens(a: Pt, b: Pt, w: number, bend = 0): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const m: Pt = [(a[0] + b[0]) / 2 + nx * bend, (a[1] + b[1]) / 2 + ny * bend];
  return `M${pt(a)}Q${pt([m[0] + nx * w, m[1] + ny * w])} ${pt(b)}Q${pt([m[0] - nx * w, m[1] - ny * w])} ${pt(a)}Z`;
}

export function poly(points: Pt[], close = true): string {
  return points.map((p, i) => `${i ? "L" : "M"}${pt(p)}`).join("") + (close ? "Z" : "");
}

export function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;
}
