import { BRAND } from "@atelier/shared/brand";
import type { Locale } from "@atelier/shared/locales";
import { escapeHtml } from "../mail/templates";

/*
 * The unsubscribe link's page (docs/product.md#back-in-stock), in both languages on one page (a
 * mail read on a phone may open it anywhere), the mail's language first. No script, no asset: a
 * form whose button POSTs back to the same link.
 */

const WORDS = {
  en: {
    ask: {
      heading: "Stop back-in-stock e-mails?",
      text: "You will no longer hear from us when a size you asked about is back.",
      button: "Unsubscribe",
    },
    done: {
      heading: "You are unsubscribed",
      text: "We will send no more back-in-stock e-mails to this address. You can ask again on any piece's page.",
    },
  },
  ar: {
    ask: {
      heading: "إيقاف رسائل العودة إلى المخزون؟",
      text: "لن نراسلكم بعد الآن حين يعود مقاس طلبتم إبلاغكم به.",
      button: "إلغاء الاشتراك",
    },
    done: {
      heading: "أُلغي اشتراككم",
      text: "لن نرسل رسائل العودة إلى المخزون إلى هذا العنوان بعد الآن. ويمكنكم طلبها من جديد من صفحة أي قطعة.",
    },
  },
} as const;

export function unsubscribePage(
  step: "ask" | "done",
  token: string | undefined,
  lang: Locale = "en",
): string {
  const order: Locale[] = lang === "ar" ? ["ar", "en"] : ["en", "ar"];
  const action = `/api/stock-alerts/unsubscribe?${new URLSearchParams({ token: token ?? "", lang })}`;
  const section = (locale: Locale) => {
    const w = WORDS[locale][step];
    const dir = locale === "ar" ? "rtl" : "ltr";
    return `<section lang="${locale}" dir="${dir}">
<h1>${escapeHtml(w.heading)}</h1>
<p>${escapeHtml(w.text)}</p>
${"button" in w ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(w.button)}</button></form>` : ""}
</section>`;
  };
  return `<!doctype html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(WORDS[lang][step].heading)} · ${escapeHtml(BRAND.name)}</title>
<style>
body{margin:0;background:#f6f1e7;color:#1f2a44;font:16px/1.6 Georgia,"Times New Roman",serif}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fffdf8;border:1px solid #e4dccb}
section+section{margin-top:2rem;padding-top:2rem;border-top:1px solid #e4dccb}
section[lang=ar]{font-family:"IBM Plex Sans Arabic",Tahoma,Arial,sans-serif;line-height:1.9}
h1{font-weight:normal;font-size:1.5rem;margin:0 0 .75rem}
p{color:#3a3f4b}
button{background:#1f2a44;color:#f6f1e7;border:0;padding:.8rem 1.6rem;font:inherit;cursor:pointer}
button:focus-visible{outline:2px solid #a0784a;outline-offset:2px}
</style></head>
<body><main>
<p dir="ltr" style="letter-spacing:.3em;text-align:center">${escapeHtml(BRAND.logo.wordmark)}</p>
${order.map(section).join("\n")}
</main></body></html>`;
}
