import { Link, useSearchParams } from "@/lib/router";
import { Pencil, Plus } from "lucide-react";
import { SIZES } from "@atelier/shared/products";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { cn } from "@/lib/cn";
import { useCreateSizeGuide, useSizeGuides, useUpdateSizeGuide } from "../api/size-guides";
import { SizeGuideForm } from "./size-guide-form";
import { BackLink, LoadFailed } from "./page-parts";

const MEASURED = { body: "Body measurements", garment: "Garment measurements" } as const;

/**
 * /admin/size-guides (docs/product.md#size-guides): the store's guides, each a table of
 * centimetres, and one guide's editor (`?guide={id}`, or `?guide=new`) in the address, so a reload
 * keeps it. A product chooses its guide on /admin/products.
 */
export function SizeGuides() {
  const [params, setParams] = useSearchParams();
  const guides = useSizeGuides();
  const create = useCreateSizeGuide();
  const update = useUpdateSizeGuide();
  const open = params.get("guide");
  const close = () => setParams(new URLSearchParams(), { replace: true });
  const editing =
    open === null || open === "new"
      ? null
      : (guides.data?.find((g) => String(g.id) === open) ?? null);

  return (
    <div className="flex flex-col gap-10">
      <BackLink to="/admin/products">Products</BackLink>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Size Guides">
          Centimetres for each size, in English and Arabic. One guide serves every piece cut the
          same way; choose a piece&apos;s guide on its card in Product Management.
        </PageHeader>
        {open === null && (
          <Link
            to="/admin/size-guides?guide=new"
            className={cn(buttonVariants(), "self-start sm:self-auto")}
          >
            <Plus strokeWidth={1.25} aria-hidden="true" />
            New size guide
          </Link>
        )}
      </div>

      {guides.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : guides.isError ? (
        <LoadFailed
          title="Failed to fetch the size guides"
          error={guides.error}
          retry={() => void guides.refetch()}
        />
      ) : open !== null ? (
        open !== "new" && !editing ? (
          <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
            No size guide {open}.{" "}
            <Link to="/admin/size-guides" className="underline-offset-4 hover:underline">
              Show all guides
            </Link>
          </p>
        ) : (
          <div className="border border-border bg-card p-4 sm:p-8">
            <SizeGuideForm
              key={open}
              guide={editing}
              onCancel={close}
              onSave={async (body) => {
                if (editing) await update.mutateAsync({ id: editing.id, patch: body });
                else await create.mutateAsync(body);
                close();
              }}
            />
          </div>
        )
      ) : guides.data.length === 0 ? (
        <p className="border border-dashed border-border px-6 py-16 text-center font-serif text-2xl text-muted-foreground">
          No size guides yet. Add the first: tops, trousers or dresses.
        </p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {guides.data.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One guide as the list shows it: its names, what is measured, and its table. */
function GuideCard({ guide }: { guide: SizeGuide }) {
  const headingId = `guide-${guide.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-5 border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="eyebrow text-muted-foreground">{MEASURED[guide.measure]}</p>
          <h2 id={headingId} className="font-serif text-2xl leading-tight">
            {guide.name}
          </h2>
          {guide.nameAr && (
            <p lang="ar" dir="rtl" className="text-start text-sm text-muted-foreground">
              {guide.nameAr}
            </p>
          )}
        </div>
        <Link
          to={`/admin/size-guides?guide=${guide.id}`}
          aria-label={`Edit ${guide.name}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0")}
        >
          <Pencil strokeWidth={1.25} aria-hidden="true" />
          Edit
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{guide.name}, centimetres</caption>
          <thead>
            <tr className="border-b border-border">
              <th
                scope="col"
                className="eyebrow py-2 pe-4 text-start font-normal text-muted-foreground"
              >
                Size
              </th>
              {guide.columns.map((c, i) => (
                <th
                  key={i}
                  scope="col"
                  className="eyebrow py-2 pe-4 text-end font-normal text-muted-foreground"
                >
                  {c.name} (cm)
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size} className="border-b border-border/60 last:border-b-0">
                <th
                  scope="row"
                  className="py-2 pe-4 text-start font-serif text-base font-normal lining-nums"
                >
                  {size}
                </th>
                {guide.columns.map((_, i) => (
                  <td key={i} className="py-2 pe-4 text-end">
                    {guide.rows[size][i] ?? "–"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {guide.fitNote && (
        <p className="mt-auto text-sm leading-relaxed text-muted-foreground">{guide.fitNote}</p>
      )}
    </article>
  );
}
