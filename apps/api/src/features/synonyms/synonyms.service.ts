import { searchUnits } from "@atelier/shared/synonyms";
import type { Db } from "../../db/dialects";
import * as repo from "./synonyms.repository";

/**
 * A search's folded words as the units it ANDs, the label's synonyms applied (issue 29): read
 * with the search's rows, on a cache miss, since the catalogue fingerprint covers the groups.
 */
export async function searchUnitsOf(db: Db, words: string[]): Promise<string[][]> {
  return searchUnits(words, await repo.listGroups(db));
}
