import { describe, expect, it } from "vitest";
import { chooseDialects } from "./helpers";

// TEST_DIALECTS splits the API suites between CI's two Node versions (scripts/test.mjs): a
// mistake there must stop the run, not quietly test one dialect fewer.
describe("TEST_DIALECTS", () => {
  it("runs SQLite, and PostgreSQL when it is there, when unset or empty", () => {
    expect(chooseDialects(undefined, true)).toEqual(["sqlite", "postgres"]);
    expect(chooseDialects("", false)).toEqual(["sqlite"]);
  });

  it("narrows to the dialects it names", () => {
    expect(chooseDialects("postgres", true)).toEqual(["postgres"]);
    expect(chooseDialects("sqlite", true)).toEqual(["sqlite"]);
    expect(chooseDialects("postgres, sqlite", true)).toEqual(["sqlite", "postgres"]);
  });

  it("refuses a name it does not know, and PostgreSQL without TEST_DATABASE_URL", () => {
    expect(() => chooseDialects("mysql", true)).toThrow(/not a dialect/);
    expect(() => chooseDialects("postgres", false)).toThrow(/TEST_DATABASE_URL is not set/);
  });
});
