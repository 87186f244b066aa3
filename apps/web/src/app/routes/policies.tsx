import type * as React from "react";
import { Link } from "@/lib/router";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";

const SECTIONS: { title: string; body: React.ReactNode }[] = [
  {
    title: "Payment",
    body: (
      <p>
        We accept cash on delivery or Instapay. You choose when your order is confirmed; nothing is
        charged online.
      </p>
    ),
  },
  {
    title: "Processing and Delivery",
    body: (
      <>
        <p>Orders are processed within 3 to 5 business days.</p>
        <p>
          We deliver mainly in Cairo and Giza. Other areas can be arranged: delivery takes 1 to 2
          weeks and carries special fees, agreed with you beforehand.
        </p>
      </>
    ),
  },
  {
    title: "Cancellation",
    body: (
      <p>
        You may cancel an order within 24 hours of placing it, provided it has not yet been shipped.
      </p>
    ),
  },
  {
    title: "Returns and Exchanges",
    body: (
      <>
        <p>
          Returns or exchanges are accepted within 7 days of delivery. Pieces must be unused, with
          their tags attached.
        </p>
        <p>The customer pays return shipping, unless the item we sent was wrong or defective.</p>
      </>
    ),
  },
  {
    title: "Refunds",
    body: (
      <p>
        Refunds go to the original payment method, up to 7 business days after we have inspected the
        returned piece.
      </p>
    ),
  },
];

export default function PoliciesRoute() {
  useDocumentTitle("Policies");
  return (
    <Page className="flex max-w-4xl flex-col gap-14">
      <PageHeader eyebrow="The fine print, plainly" title="Policies">
        How we take payment, deliver, and look after returns.
      </PageHeader>
      <div className="flex flex-col">
        {SECTIONS.map((section, i) => (
          <section
            key={section.title}
            aria-labelledby={`policy-${i}`}
            className="grid gap-3 border-t border-border py-8 sm:grid-cols-[14rem_1fr] sm:gap-10"
          >
            <h2 id={`policy-${i}`} className="font-serif text-2xl leading-tight">
              {section.title}
            </h2>
            <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      <p className="text-muted-foreground">
        Questions about an order?{" "}
        <Link
          to="/contact"
          className="text-foreground underline decoration-camel underline-offset-4 hover:decoration-foreground"
        >
          Contact us
        </Link>
        .
      </p>
    </Page>
  );
}
