// Right to left as a lint rule (issue 16, docs/product.md#languages): the web app's class names use
// logical
// sides (ms-/me-/ps-/pe-/start-/end-/text-start/border-s/rounded-s…), which follow <html dir>,
// never physical ones (ml-/pl-/left-/text-right/border-l…), which would stay put on /ar pages.
// Centring with left-1/2 and -translate-x-1/2 in the same string is the same in both
// directions and passes; any other deliberate physical side needs an eslint-disable comment.

/**
 * A Tailwind class that names a physical side: any variant prefix (`md:`, `rtl:`,
 * `data-[x]:`), an optional `!` and `-`, then the utility with a value.
 */
const PHYSICAL = new RegExp(
  String.raw`(?<=^|[\s"'\`])(?:[\w\-\[\]&@/.=():*>~+,]*:)?!?-?(` +
    [
      String.raw`(?:scroll-)?[mp][lr]-\S+`,
      String.raw`(?:left|right)-\S+`,
      String.raw`inset-[lr]-\S+`,
      String.raw`border-[lr](?:-\S+)?`,
      String.raw`rounded-(?:[lr]|[tb][lr])(?:-\S+)?`,
      String.raw`(?:text|float|clear)-(?:left|right)`,
      String.raw`origin-(?:(?:top|bottom)-)?(?:left|right)`,
      String.raw`bg-(?:left|right)(?:-\S+)?`,
    ].join("|") +
    String.raw`)(?=$|[\s"'\`])`,
  "g",
);

const LOGICAL = [
  [/^(scroll-)?m([lr])-/, (_, s = "", side) => `${s}m${side === "l" ? "s" : "e"}-`],
  [/^(scroll-)?p([lr])-/, (_, s = "", side) => `${s}p${side === "l" ? "s" : "e"}-`],
  [/^left-/, () => "start-"],
  [/^right-/, () => "end-"],
  [/^inset-([lr])-/, (_, side) => `inset-${side === "l" ? "s" : "e"}-`],
  [/^border-([lr])/, (_, side) => `border-${side === "l" ? "s" : "e"}`],
  [/^rounded-([lr])/, (_, side) => `rounded-${side === "l" ? "s" : "e"}`],
  [
    /^rounded-([tb])([lr])/,
    (_, v, side) => `rounded-${v === "t" ? "s" : "e"}${side === "l" ? "s" : "e"}`,
  ],
  [/^(text|float|clear)-(left|right)/, (_, u, side) => `${u}-${side === "left" ? "start" : "end"}`],
];

/** The physical-side classes in a string, each with the logical one to write instead. */
export function physicalClasses(text) {
  const found = [];
  const centred = /(?<=^|\s)-translate-x-1\/2(?=$|\s)/.test(text);
  for (const match of text.matchAll(PHYSICAL)) {
    const utility = match[1];
    if (centred && utility === "left-1/2") continue;
    const rule = LOGICAL.find(([re]) => re.test(utility));
    const prefix = match[0].slice(0, match[0].length - utility.length);
    const instead = rule ? prefix + utility.replace(rule[0], rule[1]) : null;
    found.push({ cls: match[0], instead });
  }
  return found;
}

const rule = {
  meta: {
    type: "problem",
    schema: [],
    docs: { description: "logical sides in class names, so pages mirror right to left" },
  },
  create(context) {
    const check = (node, text) => {
      for (const { cls, instead } of physicalClasses(text)) {
        context.report({
          node,
          message: `"${cls}" names a physical side and will not mirror on right-to-left pages; use ${instead ? `"${instead}"` : "a logical property"} (issue 16).`,
        });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { "logical-properties": rule } };
