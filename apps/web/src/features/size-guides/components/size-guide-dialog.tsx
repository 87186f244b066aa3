import * as React from "react";
import { X } from "lucide-react";
import { useT } from "@/i18n";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { guideWords } from "../guide-words";
import { SizeGuideTable } from "./size-guide-table";

/**
 * The product page's "Size guide" (docs/product.md#size-guides): a quiet link beside the sizes
 * that opens the guide in a native modal <dialog>. The browser keeps focus inside it, closes it
 * on Escape and gives focus back to the link; no dialog library joins the product page's chunk.
 */
export function SizeGuideDialog({ guide }: { guide: SizeGuide }) {
  const { t, locale } = useT();
  const dialog = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  const words = guideWords(guide, locale);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="eyebrow cursor-pointer text-muted-foreground underline decoration-camel underline-offset-4 transition-colors duration-200 hover:text-foreground"
      >
        {t("sizeGuide.open")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // The dialog is the whole window and draws its own veil, the panel centred in it: a
        // click on the veil, outside the panel, closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-[#0b0e16]/50 p-4 text-popover-foreground backdrop:bg-transparent open:flex open:animate-fade-in"
      >
        <div className="flex max-h-full w-full max-w-2xl flex-col gap-7 overflow-y-auto border border-border bg-popover p-6 shadow-[0_1px_2px_rgb(0_0_0/0.06)] sm:p-10">
          <header className="flex items-start justify-between gap-6">
            <div className="flex flex-col gap-2">
              <p className="eyebrow text-camel-ink">{t("sizeGuide.open")}</p>
              <h2 id={titleId} className="display text-3xl sm:text-4xl">
                {words.name}
              </h2>
            </div>
            <button
              type="button"
              aria-label={t("shell.close")}
              onClick={() => dialog.current?.close()}
              className="-me-2 -mt-1 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center text-muted-foreground transition-colors duration-200 hover:text-foreground"
            >
              <X className="size-4" strokeWidth={1.5} />
            </button>
          </header>
          <p className="max-w-prose text-sm leading-relaxed text-muted-foreground">
            {t(guide.measure === "garment" ? "sizeGuide.garment" : "sizeGuide.body")}
          </p>
          <SizeGuideTable guide={guide} words={words} />
          {(words.howToMeasure || words.fitNote) && (
            <div className="grid gap-6 border-t border-border pt-6 sm:grid-cols-2 sm:gap-10">
              {words.howToMeasure && (
                <section className="flex flex-col gap-2">
                  <h3 className="eyebrow text-foreground">{t("sizeGuide.howToMeasure")}</h3>
                  <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
                    {words.howToMeasure}
                  </p>
                </section>
              )}
              {words.fitNote && (
                <section className="flex flex-col gap-2">
                  <h3 className="eyebrow text-foreground">{t("sizeGuide.fitNote")}</h3>
                  <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
                    {words.fitNote}
                  </p>
                </section>
              )}
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
