import * as React from "react";
import { Download, Plus } from "lucide-react";
import type { Discount } from "@atelier/shared/discounts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { useSession } from "@/features/auth";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  downloadDiscountsCsv,
  useAdminDiscounts,
  useCreateDiscount,
  useDeleteDiscount,
  useUpdateDiscount,
} from "../api/discounts";
import { DiscountForm } from "./discount-form";
import { DiscountCards, DiscountsTable } from "./discounts-list";

/**
 * /admin/discounts (docs/product.md#discount-codes--the-admin): the codes with their uses and what
 * each brought, a CSV of it, a new code's form, and activate, deactivate or delete (unused only).
 */
export function DiscountsAdmin() {
  const answer = useAdminDiscounts();
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const remove = useDeleteDiscount();
  const token = useSession()?.token ?? null;
  const [open, setOpen] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const discounts = answer.data ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadDiscountsCsv(token);
    } catch (error) {
      toast.error("Export failed", { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  const actions = {
    busy: update.isPending || remove.isPending,
    onActive: (d: Discount, active: boolean) => update.mutate({ id: d.id, patch: { active } }),
    onDelete: (d: Discount) => remove.mutate(d.id),
  };

  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Discount Codes">
          Codes for influencers, first orders and seasons. Each shows its uses and the orders it
          brought; an influencer is paid on the delivered sales, never on parcels refused at the
          door. A code an order has used can be deactivated, not deleted.
        </PageHeader>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button
            variant="ghost"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting || undefined}
          >
            <Download strokeWidth={1.25} aria-hidden="true" />
            {exporting ? "Downloading…" : "Download CSV"}
          </Button>
          {!open && (
            <Button variant="outline" onClick={() => setOpen(true)}>
              <Plus strokeWidth={1.25} aria-hidden="true" />
              New code
            </Button>
          )}
        </div>
      </div>

      {answer.isError && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the discount codes.
        </p>
      )}
      {open && (
        <DiscountForm
          busy={create.isPending}
          error={create.error}
          onSave={(body) => create.mutate(body, { onSuccess: () => setOpen(false) })}
          onCancel={() => {
            create.reset();
            setOpen(false);
          }}
        />
      )}

      <section aria-labelledby="codes-heading" className="flex flex-col gap-5">
        <h2
          id="codes-heading"
          className="border-b border-border pb-3 font-serif text-3xl leading-tight"
        >
          Codes
        </h2>
        {answer.isPending ? (
          <Skeleton className="h-40 w-full" aria-label="Loading discount codes" />
        ) : discounts.length === 0 ? (
          <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
            No discount codes yet.
          </p>
        ) : (
          <>
            <DiscountsTable discounts={discounts} {...actions} />
            <DiscountCards discounts={discounts} {...actions} />
          </>
        )}
      </section>
    </div>
  );
}
