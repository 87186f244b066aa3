import { useT } from "@/i18n";
import { imageSrcSet } from "@atelier/shared/products";
import { formatEGP } from "@atelier/shared/money";
import { lineTitle, lineTotal, type OrderLine } from "@atelier/shared/orders";
import { colorNameIn, LineColor } from "@/features/colors";

/**
 * One line of an order as it was ordered (the snapshot): photo, title, colour (as it was named
 * then, docs/product.md#colours), size, quantity, prices.
 */
export function OrderLineItem({ line }: { line: OrderLine }) {
  // Orders placed before lines kept their photograph have none to show.
  const image = line.image;
  const { t, locale } = useT();
  return (
    <li
      className={
        image
          ? "grid grid-cols-[4rem_1fr_auto] items-start gap-4 py-5"
          : "grid grid-cols-[1fr_auto] items-start gap-4 py-5"
      }
    >
      {image && (
        <div className="bg-muted">
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes="64px"
            alt=""
            width={64}
            height={80}
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </div>
      )}
      <div className="min-w-0">
        <p className="font-serif text-xl leading-snug">{lineTitle(line, locale)}</p>
        {/* Orders from before colours, and pieces without, have none. */}
        {line.color && (
          <LineColor
            color={{ name: colorNameIn(line.color, locale), hex: line.color.hex }}
            label={t("summary.color")}
            className="mt-1 flex items-center gap-1.5 text-xs"
          />
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          {t("summary.sizeQtyEach", {
            size: line.size,
            quantity: line.quantity,
            price: formatEGP(line.unitPrice, locale),
          })}
        </p>
      </div>
      <p className="text-sm tabular-nums">{formatEGP(lineTotal(line), locale)}</p>
    </li>
  );
}
