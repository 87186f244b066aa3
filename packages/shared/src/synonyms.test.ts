import { describe, expect, it } from "vitest";
import { foldText } from "./fold";
import { searchUnits, synonymGroupsSchema } from "./synonyms";

const TEE = ["T-Shirt", "tshirt", "تيشيرت", "تي شيرت"];
const words = (q: string) => foldText(q).split(" ");

describe("search synonyms (issue 29)", () => {
  it("makes a group's term, one word or a phrase, one unit of the whole group", () => {
    const tee = TEE.map(foldText);
    expect(searchUnits(words("تيشيرت قطن"), [TEE])).toEqual([tee, ["قطن"]]);
    expect(searchUnits(words("قطن تي شيرت"), [TEE])).toEqual([["قطن"], tee]);
    // Folded alike: a vowel mark, a capital.
    expect(searchUnits(words("TSHIRT"), [TEE])).toEqual([tee]);
    expect(searchUnits(words("تِيشيرت"), [TEE])).toEqual([tee]);
    // Whole words only: a part of a term is an ordinary word.
    expect(searchUnits(words("تيشير"), [TEE])).toEqual([["تيشير"]]);
    expect(searchUnits(words("شيرت"), [TEE])).toEqual([["شيرت"]]);
    // The longer term wins; two terms of one group ask for one thing.
    expect(searchUnits(words("تي شيرت"), [["شيرت", "قميص"], TEE])).toEqual([tee]);
    expect(searchUnits(words("tshirt تيشيرت"), [TEE])).toEqual([tee]);
    expect(searchUnits(words("linen dress"), [])).toEqual([["linen"], ["dress"]]);
  });

  it("refuses groups a search could not use", () => {
    const refused = (groups: unknown) => {
      const r = synonymGroupsSchema.safeParse({ groups });
      expect(r.success, JSON.stringify(groups).slice(0, 80)).toBe(false);
      return r.error!.issues[0]!.message;
    };
    expect(refused([["tee"]])).toMatch(/two different terms/);
    expect(refused([["tee", "TEE"]])).toMatch(/two different terms/);
    expect(
      refused([
        ["tee", "tshirt"],
        ["Tshirt", "قميص"],
      ]),
    ).toBe('"tshirt" is in two groups');
    expect(refused([["tee", "x".repeat(41)]])).toMatch(/40 characters/);
    expect(refused([["tee", "  "]])).toMatch(/empty/);
    expect(refused([["tee", "%%"]])).toMatch(/letter or a digit/);
    expect(refused([["tee", "t\u202eshirt"]])).toMatch(/direction control/);
    expect(refused([Array.from({ length: 11 }, (_, i) => `term${i}`)])).toMatch(/at most 10/);
    expect(refused(Array.from({ length: 101 }, (_, i) => [`a${i}`, `b${i}`]))).toMatch(/100/);
    expect(refused("tee,tshirt")).toMatch(/list/);
    expect(synonymGroupsSchema.safeParse({ groups: [TEE], more: 1 }).success).toBe(false);
    expect(synonymGroupsSchema.parse({ groups: [[" tee ", "tshirt"]] })).toEqual({
      groups: [["tee", "tshirt"]],
    });
  });
});
