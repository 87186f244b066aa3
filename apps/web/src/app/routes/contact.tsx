import { Mail, Phone } from "lucide-react";
import { BRAND } from "@atelier/shared/brand";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useT } from "@/i18n";

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * Contact Us (docs/product.md#content): two phone numbers and one e-mail address, from the brand
 * file.
 */
export default function ContactRoute() {
  const { t } = useT();
  useDocumentTitle(t("titles.contact"));
  const [first, second] = BRAND.contact.phones;
  return (
    <Page className="flex max-w-4xl flex-col gap-14">
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")}>
        {t("contact.intro")}
      </PageHeader>
      <div className="grid gap-px border border-border bg-border sm:grid-cols-2">
        <section aria-labelledby="call" className="flex flex-col gap-4 bg-background p-8">
          <Phone className="size-5 text-camel-ink" strokeWidth={1.25} aria-hidden="true" />
          <h2 id="call" className="font-serif text-2xl">
            {t("contact.call")}
          </h2>
          <ul className="flex flex-col gap-2">
            {[first, second].map((phone) => (
              <li key={phone}>
                <a
                  href={tel(phone)}
                  dir="ltr"
                  className="text-lg tabular-nums underline decoration-camel underline-offset-4 hover:decoration-foreground"
                >
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="write" className="flex flex-col gap-4 bg-background p-8">
          <Mail className="size-5 text-camel-ink" strokeWidth={1.25} aria-hidden="true" />
          <h2 id="write" className="font-serif text-2xl">
            {t("contact.write")}
          </h2>
          <a
            href={`mailto:${BRAND.contact.email}`}
            dir="ltr"
            className="text-lg underline decoration-camel underline-offset-4 hover:decoration-foreground"
          >
            {BRAND.contact.email}
          </a>
          <p className="text-sm text-muted-foreground">{t("contact.orderNumber")}</p>
        </section>
      </div>
    </Page>
  );
}
