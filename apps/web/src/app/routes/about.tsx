import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { Button } from "@/components/ui/button";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";

const VALUES = [
  {
    title: "Cloth first",
    text: "Long-staple Egyptian cotton, linen that softens with every wash, cashmere for the cooler evenings. We choose the cloth before we draw the cut.",
  },
  {
    title: "Quiet tailoring",
    text: "No logos, no noise. Proportions that flatter, seams that lie flat, buttons sewn to stay. Pieces you reach for without thinking.",
  },
  {
    title: "Made to last",
    text: "We make fewer things, better. A shirt from us should see many summers, and look better for it.",
  },
];

/** About Us — "Our Core" from the home page. */
export default function AboutRoute() {
  useDocumentTitle("About Us");
  return (
    <Page className="flex flex-col gap-16">
      <PageHeader eyebrow="Our Core" title="About Us">
        {BRAND.description}
      </PageHeader>

      <section
        aria-labelledby="story"
        className="grid gap-8 border-t border-border pt-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
      >
        <h2 id="story" className="display text-4xl">
          A house on the island
        </h2>
        <div className="flex max-w-2xl flex-col gap-5 leading-relaxed text-muted-foreground">
          <p>
            {BRAND.name} began on Zamalek, the leafy island in the middle of the Nile, where the
            afternoons are long and dressing well has always meant dressing simply.
          </p>
          <p>
            We make the wardrobe we wanted and could not find: crisp shirts, easy linen trousers,
            knits with a little weight to them. Everything is designed for Cairo&apos;s climate and
            delivered to your door in Cairo and Giza.
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className="flex flex-col gap-10">
        <h2 id="values" className="sr-only">
          What we hold to
        </h2>
        <ul className="grid gap-px border border-border bg-border sm:grid-cols-3">
          {VALUES.map((value, i) => (
            <li key={value.title} className="flex flex-col gap-4 bg-background p-8">
              <span className="font-serif text-lg text-camel-ink">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="font-serif text-2xl">{value.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/products">Shop Collection</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </Page>
  );
}
