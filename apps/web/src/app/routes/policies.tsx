import { Link } from "@/lib/router";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useT, type MessageKey } from "@/i18n";

// Each section's title and paragraphs, as message keys (src/i18n/README.md: lists keep keys).
const SECTIONS: [title: MessageKey, paragraphs: MessageKey[]][] = [
  ["policies.paymentTitle", ["policies.payment1"]],
  ["policies.deliveryTitle", ["policies.delivery1", "policies.delivery2"]],
  ["policies.cancelTitle", ["policies.cancel1"]],
  ["policies.returnsTitle", ["policies.returns1", "policies.returns2"]],
  ["policies.refundsTitle", ["policies.refunds1"]],
];

export default function PoliciesRoute() {
  const { t } = useT();
  useDocumentTitle(t("titles.policies"));
  return (
    <Page className="flex max-w-4xl flex-col gap-14">
      <PageHeader eyebrow={t("policies.eyebrow")} title={t("titles.policies")}>
        {t("policies.intro")}
      </PageHeader>
      <div className="flex flex-col">
        {SECTIONS.map(([title, paragraphs], i) => (
          <section
            key={title}
            aria-labelledby={`policy-${i}`}
            className="grid gap-3 border-t border-border py-8 sm:grid-cols-[14rem_1fr] sm:gap-10"
          >
            <h2 id={`policy-${i}`} className="font-serif text-2xl leading-tight">
              {t(title)}
            </h2>
            <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
              {paragraphs.map((key) => (
                <p key={key}>{t(key)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="text-muted-foreground">
        {t("policies.questions")}{" "}
        <Link
          to="/contact"
          className="text-foreground underline decoration-camel underline-offset-4 hover:decoration-foreground"
        >
          {t("policies.contact")}
        </Link>
        .
      </p>
    </Page>
  );
}
