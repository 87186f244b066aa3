import { formatEGP } from "@atelier/shared/money";
import { lineTotal } from "@atelier/shared/orders";
import { imageSrcSet } from "@atelier/shared/products";
import type { CartItem } from "@/features/cart";
import { LineColor } from "@/features/colors";
import { useT } from "@/i18n";

/** One piece of the checkout's order summary: photograph, title, colour, size, quantity, price. */
export function SummaryLine({ item }: { item: CartItem }) {
  const image = item.images[0];
  const { t, locale } = useT();
  return (
    <li className="grid grid-cols-[3.5rem_1fr_auto] items-start gap-4 py-4">
      <div className="bg-muted">
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes="56px"
            alt=""
            width={56}
            height={70}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/5] w-full" />
        )}
      </div>
      <div className="min-w-0">
        <p className="font-serif text-lg leading-snug">{item.title}</p>
        {item.color?.name && (
          <LineColor
            color={item.color}
            label={t("summary.color")}
            className="mt-1 flex items-center gap-1.5 text-xs"
          />
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          {t("summary.sizeQty", { size: item.selectedSize, quantity: item.quantity })}
        </p>
      </div>
      <p className="text-sm tabular-nums">
        {formatEGP(lineTotal({ unitPrice: item.price, quantity: item.quantity }), locale)}
      </p>
    </li>
  );
}
