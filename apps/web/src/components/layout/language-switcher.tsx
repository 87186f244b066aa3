import { isEnglishOnlyPath, LOCALE_INFO, LOCALES, localizePath } from "@atelier/shared/locales";
import { buttonVariants } from "@/components/ui/button-variants";
import { useLocale, useRawLocation } from "@/lib/router";
import { useT } from "@/i18n";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * The same page (path and query) in each other language (docs/product.md#languages). A plain link,
 * a full
 * load: the server draws the page in its language with its <html lang dir>. The choice is kept
 * (STORAGE_KEYS.locale) for what has no URL, such as the language of an order's e-mails; the URL
 * alone decides a page's language and nothing ever redirects to it. The admin is English only
 * (docs/product.md#languages): its pages offer no other language.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const { pathname, search, hash } = useRawLocation();
  const { t } = useT();
  if (isEnglishOnlyPath(pathname)) return null;
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a
      key={other}
      href={`${localizePath(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      aria-label={t("shell.switchTo", { language: LOCALE_INFO[other].name })}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
      onClick={() => {
        try {
          localStorage.setItem(STORAGE_KEYS.locale, other);
        } catch {
          // Private mode: the URL still decides.
        }
      }}
    >
      {LOCALE_INFO[other].name}
    </a>
  ));
}
