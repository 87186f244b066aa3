import { ExternalLink } from "lucide-react";
import type { Order } from "@atelier/shared/orders";
import { COURIER_NAMES } from "@atelier/shared/tracking";
import { useT } from "@/i18n";

/**
 * The courier and tracking number of a shipped order (docs/product.md#tracking-numbers), with
 * the courier's own tracking page in a new tab where its address is known. The number reads left
 * to right in Arabic too.
 */
export function OrderParcel({ tracking }: { tracking: NonNullable<Order["tracking"]> }) {
  const { t } = useT();
  const courier =
    tracking.courier === "other" ? t("parcel.otherCourier") : COURIER_NAMES[tracking.courier];
  return (
    <section aria-labelledby="order-parcel" className="flex flex-col gap-5">
      <h2 id="order-parcel" className="border-b border-border pb-4 font-serif text-2xl">
        {t("parcel.title")}
      </h2>
      <p className="text-sm leading-relaxed" data-testid="order-parcel">
        {t("parcel.shippedWith", { courier })} · {t("parcel.number")}{" "}
        <bdi dir="ltr" className="font-medium tabular-nums">
          {tracking.number}
        </bdi>
      </p>
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="eyebrow inline-flex w-fit items-center gap-2 text-foreground underline decoration-camel underline-offset-4 hover:decoration-foreground"
        >
          {t("parcel.link")}
          <ExternalLink className="size-3.5" strokeWidth={1.25} aria-hidden="true" />
          <span className="sr-only">{t("parcel.newTab")}</span>
        </a>
      ) : (
        <p className="text-sm leading-relaxed text-muted-foreground">{t("parcel.noLink")}</p>
      )}
    </section>
  );
}
