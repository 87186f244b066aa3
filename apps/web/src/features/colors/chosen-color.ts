/**
 * The colour a product page shows for its `?color=` value (docs/product.md#colours): that colour,
 * or the first when the value names none of the product's (an old link, a deleted colour);
 * undefined without colours. The server's photograph hint chooses alike (apps/api
 * features/seo/first-paint.ts).
 */
export function chosenColor<C extends { id: number }>(
  colors: readonly C[],
  value: string | null | undefined,
): C | undefined {
  return colors.find((c) => String(c.id) === value) ?? colors[0];
}
