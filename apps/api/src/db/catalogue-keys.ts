import { categoryKey } from "@atelier/shared/products";
import { foldText } from "@atelier/shared/fold";

/*
 * What the database orders, filters and searches the catalogue by (migration 0018,
 * docs/product.md#catalogue-order), derived from a product's words on every write. Computed here
 * in JavaScript, never with SQL's lower() (ASCII only on SQLite) or a collation (different on
 * each PostgreSQL), so both dialects order and find the same products in the same order.
 */
export type ProductWords = {
  title: string;
  title_ar: string;
  category: string;
  category_ar: string;
  material: string;
  material_ar: string;
  description: string;
  description_ar: string;
};

export type CatalogueKeys = {
  /** "Name A-Z" on English pages. */
  name_key: string;
  /** "Name A-Z" on Arabic pages: the Arabic title, the English one where it has none. */
  name_key_ar: string;
  /** `?category=`: the English category, lowercased. */
  category_key: string;
  /** Both titles, folded: the best matches of a search (issue 29) and the admin's search. */
  search_title: string;
  /** Category, material, colour names and description in both languages, folded. */
  search_text: string;
};

/** The product's words that change its keys: a text edit recomputes them. */
export const WORD_COLUMNS = [
  "title",
  "title_ar",
  "category",
  "category_ar",
  "material",
  "material_ar",
  "description",
  "description_ar",
] as const satisfies readonly (keyof ProductWords)[];

/**
 * The keys of a product with these words and colour names (each colour's English and Arabic
 * name: a search finds the piece by its colour, issue 29).
 */
export function catalogueKeys(words: ProductWords, colorNames: string[] = []): CatalogueKeys {
  return {
    name_key: foldText(words.title),
    name_key_ar: foldText(words.title_ar || words.title),
    category_key: categoryKey(words.category),
    search_title: foldText(`${words.title} ${words.title_ar}`),
    search_text: foldText(
      [
        words.category,
        words.category_ar,
        words.material,
        words.material_ar,
        ...colorNames,
        words.description,
        words.description_ar,
      ].join(" "),
    ),
  };
}
