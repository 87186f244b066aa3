import { useT } from "@/i18n";
import { SIZES } from "@atelier/shared/products";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { formatCentimetres, type GuideWords } from "../guide-words";

/**
 * A guide's measurements as a real table (docs/product.md#size-guides): a caption, a column
 * heading per measurement with its unit, a row heading per size, so a screen reader names both
 * for every figure.
 */
export function SizeGuideTable({ guide, words }: { guide: SizeGuide; words: GuideWords }) {
  const { t, locale } = useT();
  const caption = t("sizeGuide.caption", { name: words.name });
  return (
    // Many columns scroll sideways on a phone; the strip takes focus so a keyboard can scroll it.
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-foreground/70">
            <th
              scope="col"
              className="py-3 pe-4 text-start text-xs font-medium tracking-[0.08em] text-muted-foreground"
            >
              {t("sizeGuide.size")}
            </th>
            {words.columns.map((name, i) => (
              <th
                key={i}
                scope="col"
                className="whitespace-nowrap px-3 py-3 text-end text-xs font-medium tracking-[0.08em] text-muted-foreground"
              >
                {t("sizeGuide.column", { name })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZES.map((size) => (
            <tr key={size} className="border-b border-border last:border-b-0">
              <th scope="row" className="py-3.5 pe-4 text-start font-serif text-lg font-medium">
                {size}
              </th>
              {words.columns.map((_, i) => {
                const cm = guide.rows[size][i];
                return (
                  <td key={i} className="px-3 py-3.5 text-end tabular-nums">
                    {cm == null ? (
                      <>
                        <span aria-hidden="true" className="text-muted-foreground">
                          —
                        </span>
                        <span className="sr-only">{t("sizeGuide.none")}</span>
                      </>
                    ) : (
                      formatCentimetres(cm, locale)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
