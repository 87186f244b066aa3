import { clsx, type ClassValue } from "clsx";

/*
 * Joins class names; when two classes set the same thing, the later one wins, so a caller's
 * className (passed last) overrides a component's default. This is a small stand-in for
 * tailwind-merge, whose 8 KB (gzip) would be a tenth of the page budget of `/`. It knows the
 * utility families this app uses; an unknown class never conflicts with anything.
 */
const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const TEXT_SIZE = /^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(rem|px|em)\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const FONT_FAMILY = /^font-(sans|serif|mono)$/;
const FLEX_DIRECTION = /^flex-(row|col)/;
const FLEX_WRAP = /^flex-(wrap|nowrap)/;
const BORDER_WIDTH = /^border(-[trblxy])?(-\d+)?$/;
/*
 * A ring's or an outline's width, style, offset and colour are four families: merged as one,
 * `focus-visible:ring-1 focus-visible:ring-ring` lost its width and no focus ring was drawn.
 */
const RING_WIDTH = /^ring(-\d+|-\[[^\]]+\])?$/;
const OUTLINE_WIDTH = /^outline(-\d+|-\[[^\]]+\])?$/;
const OUTLINE_STYLE = /^outline-(none|hidden|solid|dashed|dotted|double)$/;
/**
 * The family of sizing, spacing and the other prefixed utilities: `px-6` → "px", `min-w-0` →
 * "min-w".
 */
const PREFIXED =
  /^(-?[mp][xytrblse]?|(?:min-|max-)?[wh]|size|gap(?:-[xy])?|space-[xy]|rounded(?:-[trbl]{1,2})?|tracking|leading|opacity|shadow|z|inset(?:-[xy])?|top|right|bottom|left|grid-cols|col-span|justify|items|self|flex|shrink|grow|basis|order|overflow(?:-[xy])?|cursor|aspect|underline-offset|decoration|outline|ring|bg|fill|stroke|-?translate-[xy]|duration|ease|animate)(?:-|$)/;

function group(utility: string): string {
  if (DISPLAY.test(utility)) return "display";
  if (POSITION.test(utility)) return "position";
  if (TEXT_SIZE.test(utility)) return "text-size";
  if (TEXT_ALIGN.test(utility)) return "text-align";
  if (utility.startsWith("text-")) return "text-color";
  if (FONT_WEIGHT.test(utility)) return "font-weight";
  if (FONT_FAMILY.test(utility)) return "font-family";
  if (FLEX_DIRECTION.test(utility)) return "flex-direction";
  if (FLEX_WRAP.test(utility)) return "flex-wrap";
  if (BORDER_WIDTH.test(utility)) return utility.replace(/-\d+$/, "");
  if (RING_WIDTH.test(utility)) return "ring-width";
  if (utility === "ring-inset") return "ring-inset";
  if (utility.startsWith("ring-offset-")) return "ring-offset";
  if (utility.startsWith("ring-")) return "ring-color";
  if (OUTLINE_WIDTH.test(utility)) return "outline-width";
  if (OUTLINE_STYLE.test(utility)) return "outline-style";
  if (/^-?outline-offset-/.test(utility)) return "outline-offset";
  if (utility.startsWith("outline-")) return "outline-color";
  if (utility.startsWith("border-")) return "border-color";
  return PREFIXED.exec(utility)?.[1] ?? utility;
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ").filter(Boolean);
  const seen = new Map<string, number>();
  const keep: (string | null)[] = [];
  for (const cls of classes) {
    const cut = cls.lastIndexOf(":") + 1;
    const variants = cls.slice(0, cut);
    const utility = cls.slice(cut).replace(/^!/, "");
    const key = `${variants}|${group(utility)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) keep[earlier] = null;
    seen.set(key, keep.length);
    keep.push(cls);
  }
  return keep.filter(Boolean).join(" ");
}
