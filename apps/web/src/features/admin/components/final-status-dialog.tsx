import { AlertDialog } from "radix-ui";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { finalEffects, finalTitle } from "../admin-rules";

export type FinalStatus = "canceled" | "returned" | "refused";

/**
 * Asks before an order (or a selection) becomes canceled, returned or refused, naming what follows
 * (docs/product.md#admin): units back to stock, the shopper's e-mail, and no way back. Keep is the
 * default focus, so Enter never ends an order by accident.
 */
export function FinalStatusDialog({
  to,
  what,
  orders,
  units,
  onConfirm,
  onClose,
}: {
  /** The final status chosen; null keeps the dialog closed. */
  to: FinalStatus | null;
  /** "order 12" or "3 orders". */
  what: string;
  orders: number;
  units: number;
  onConfirm: (to: FinalStatus) => void;
  onClose: () => void;
}) {
  const shown = to ?? "canceled";
  const { title, action } = finalTitle(shown, what);
  return (
    <AlertDialog.Root open={to !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-[#0b0e16]/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 border border-border bg-popover p-6 text-popover-foreground shadow-[0_1px_2px_rgb(0_0_0/0.06)] data-[state=open]:animate-fade-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl font-medium leading-tight">
            {/* Numbers in the admin's figures: the serif's 1 reads as an I. */}
            {title.split(/(\d+)/).map((part, i) =>
              i % 2 ? (
                <span key={i} className="figures">
                  {part}
                </span>
              ) : (
                part
              ),
            )}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <ul className="flex flex-col gap-2.5 border-s border-border ps-4 text-sm leading-relaxed text-muted-foreground">
              {finalEffects(shown, orders, units).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={cn(buttonVariants({ variant: "outline" }))}>
              {orders === 1 ? "Keep the order" : "Keep them"}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: "destructive" }))}
              onClick={() => to && onConfirm(to)}
            >
              {orders === 1 ? action : action.replace("order", "orders")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const isFinal = (s: string): s is FinalStatus =>
  s === "canceled" || s === "returned" || s === "refused";
