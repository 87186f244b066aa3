import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { Button } from "@/components/ui/button";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useT } from "@/i18n";

const VALUES = [
  ["about.value1Title", "about.value1"],
  ["about.value2Title", "about.value2"],
  ["about.value3Title", "about.value3"],
] as const;

/** About Us — "Our Core" from the home page. */
export default function AboutRoute() {
  const { t } = useT();
  useDocumentTitle(t("titles.about"));
  return (
    <Page className="flex flex-col gap-16">
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")}>
        {t("brand.description")}
      </PageHeader>

      <section
        aria-labelledby="story"
        className="grid gap-8 border-t border-border pt-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
      >
        <h2 id="story" className="display text-4xl">
          {t("about.storyTitle")}
        </h2>
        <div className="flex max-w-2xl flex-col gap-5 leading-relaxed text-muted-foreground">
          <p>{t("about.story1", { brand: BRAND.name })}</p>
          <p>{t("about.story2")}</p>
        </div>
      </section>

      <section aria-labelledby="values" className="flex flex-col gap-10">
        <h2 id="values" className="sr-only">
          {t("about.valuesTitle")}
        </h2>
        <ul className="grid gap-px border border-border bg-border sm:grid-cols-3">
          {VALUES.map(([title, text], i) => (
            <li key={title} className="flex flex-col gap-4 bg-background p-8">
              <span className="font-serif text-lg text-camel-ink">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="font-serif text-2xl">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/products">{t("about.shop")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">{t("about.contact")}</Link>
        </Button>
      </div>
    </Page>
  );
}
