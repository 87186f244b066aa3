import { z } from "zod";
import { foldText } from "./fold";
import { plainText } from "./text";

/*
 * Search synonyms (issue 29, docs/product.md#search-synonyms): groups of words the label says
 * mean the same piece ("تيشيرت", "تي شيرت", "t-shirt"). A query that holds one of a group's terms
 * finds what any of them finds. Terms are kept as the admin typed them and folded like the query
 * (fold.ts) when used, so "T-Shirt" and "t-shirt" are one term.
 */
export const SYNONYM_GROUPS_MAX = 100;
export const SYNONYM_TERMS_MAX = 10;
export const SYNONYM_TERM_MAX = 40;

const term = plainText(
  z
    .string({ error: "each term must be text" })
    .trim()
    .min(1, { error: "a term must not be empty" })
    .max(SYNONYM_TERM_MAX, {
      error: `a term must be ${SYNONYM_TERM_MAX} characters or fewer`,
    }),
  "a term",
).refine((t) => /[\p{L}\p{N}]/u.test(foldText(t)), {
  error: "a term must hold a letter or a digit",
});

export const synonymGroupsSchema = z.strictObject({
  groups: z
    .array(
      z
        .array(term, { error: "each group must be a list of terms" })
        .max(SYNONYM_TERMS_MAX, {
          error: `a group holds at most ${SYNONYM_TERMS_MAX} terms`,
        })
        .refine((g) => new Set(g.map(foldText)).size >= 2, {
          error: "a group needs two different terms",
        }),
      { error: "groups must be a list" },
    )
    .max(SYNONYM_GROUPS_MAX, { error: `at most ${SYNONYM_GROUPS_MAX} groups` })
    .superRefine((groups, ctx) => {
      // One term in two groups would make a query's meaning depend on which group came first.
      const seen = new Map<string, number>();
      groups.forEach((group, i) => {
        for (const t of new Set(group.map(foldText))) {
          const first = seen.get(t);
          if (first !== undefined && first !== i)
            ctx.addIssue({ code: "custom", message: `"${t}" is in two groups`, path: [i] });
          seen.set(t, i);
        }
      });
    }),
});
export type SynonymGroups = z.infer<typeof synonymGroupsSchema>;

/**
 * The query's folded words as units the search ANDs, each a list of alternatives any of which
 * may match (a phrase may hold spaces). Where a group's term stands in the words, whole words
 * and in order ("تي شيرت" is two), those words become one unit: every term of the group.
 * The longest term found first, so "تي شيرت" wins over a group holding only "شيرت".
 */
export function searchUnits(words: string[], groups: string[][]): string[][] {
  const terms = groups
    .flatMap((group) => {
      const folded = [...new Set(group.map(foldText).filter(Boolean))];
      return folded.map((t) => ({ words: t.split(" "), group: folded }));
    })
    .sort((a, b) => b.words.length - a.words.length);
  const units: string[][] = [];
  for (let i = 0; i < words.length;) {
    const found = terms.find((t) => t.words.every((w, k) => words[i + k] === w));
    if (found) {
      units.push(found.group);
      i += found.words.length;
    } else {
      units.push([words[i]!]);
      i += 1;
    }
  }
  // A word typed twice, or two terms of one group, ask for one thing.
  const seen = new Set<string>();
  return units.filter((u) => {
    const key = [...u].sort().join("\n");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
