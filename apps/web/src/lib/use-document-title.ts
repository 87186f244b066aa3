import { useEffect } from "react";
import { BRAND } from "@atelier/shared/brand";
import { useT } from "@/i18n";

/**
 * Keeps the tab title in step on client navigation (the server sets it on a full load). Pass the
 * title in the page's language (`t("titles.products")`); "" is the home page's brand and tagline.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useT();
  const tagline = t("brand.tagline");
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${BRAND.name}` : `${BRAND.name} · ${tagline}`;
  }, [title, tagline]);
}
