import { useEffect } from "react";
import { BRAND } from "@atelier/shared/brand";

/** Keeps the tab title in step on client navigation (the server sets it on a full load). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${BRAND.name}` : `${BRAND.name} · ${BRAND.tagline}`;
  }, [title]);
}
