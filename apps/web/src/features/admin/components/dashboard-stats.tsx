import type * as React from "react";
import {
  Ban,
  Banknote,
  Clock3,
  DoorClosed,
  PackageCheck,
  RotateCcw,
  ShoppingBag,
} from "lucide-react";
import type { DashboardStats } from "@atelier/shared/admin";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatAmount } from "../admin-rules";

type Figure = {
  key: Exclude<keyof DashboardStats, "whatsapp">;
  label: string;
  icon: React.ComponentType<{ className?: string; strokeWidth?: number; "aria-hidden"?: boolean }>;
  format: (value: number) => string;
};

const count = (value: number) => value.toLocaleString("en-US");

/** The cards of docs/product.md#admin, in that order; Refused came later (issue 14). */
const FIGURES: Figure[] = [
  { key: "totalSales", label: "Total Sales (EGP)", icon: Banknote, format: formatAmount },
  { key: "totalOrders", label: "Total Orders", icon: ShoppingBag, format: count },
  { key: "pendingOrders", label: "Pending Orders", icon: Clock3, format: count },
  { key: "deliveredOrders", label: "Delivered Orders", icon: PackageCheck, format: count },
  { key: "returnedOrders", label: "Returned Orders", icon: RotateCcw, format: count },
  { key: "canceledOrders", label: "Canceled Orders", icon: Ban, format: count },
  { key: "refusedOrders", label: "Refused Orders", icon: DoorClosed, format: count },
];

/** The figures as a description list: each card reads "Total Orders, 12" to a screen reader. */
export function DashboardStatsCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <dl
      aria-label="Store figures"
      aria-busy={!stats || undefined}
      // Total Sales heads the figures on a row of its own; the six counts then fill 2 or 3
      // columns evenly, with no empty block.
      // Without it (staff), the six counts fill the rows alone.
      className={cn(
        "grid grid-cols-2 border-s border-t border-border bg-card lg:grid-cols-3",
        stats?.totalSales !== null && "[&>:first-child]:col-span-full",
      )}
    >
      {/* Staff are not shown the sales figure (null: issue 33). */}
      {FIGURES.filter(({ key }) => stats?.[key] !== null).map(
        ({ key, label, icon: Icon, format }) => (
          <div
            key={key}
            className="relative flex flex-col gap-5 border-b border-e border-border p-5 sm:p-7"
          >
            <dt className="eyebrow flex items-start justify-between gap-3 text-muted-foreground">
              <span>{label}</span>
              <Icon className="size-4 shrink-0 text-camel-ink" strokeWidth={1.25} aria-hidden />
            </dt>
            <dd className="figures text-3xl sm:text-[2.5rem]">
              {stats ? format(stats[key] ?? 0) : <Skeleton className="h-9 w-24 sm:h-11 sm:w-32" />}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
