import * as React from "react";
import {
  CANCEL_WINDOW_HOURS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from "@atelier/shared/orders";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useCancelOrder } from "../api/cancel-order";
import { useRequestReturn } from "../api/request-return";

type OrderRef = { id: number; token: string | null };

/** "Cancel order" and its confirmation: the order stays until the shopper confirms. */
export function CancelOrderDialog({ id, token }: OrderRef) {
  const [open, setOpen] = React.useState(false);
  const cancel = useCancelOrder();
  const busy = cancel.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel order #{id}?</DialogTitle>
          <DialogDescription className="leading-relaxed">
            Orders can be canceled within {CANCEL_WINDOW_HOURS} hours, before they ship. Your pieces
            go back to the atelier and nothing is delivered or charged.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
            Keep my order
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => cancel.mutate({ id, token }, { onSuccess: () => setOpen(false) })}
          >
            {busy ? "Canceling..." : "Cancel order"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const NOTE_MAX = 1000;

/** "Request a return": a reason (required) and an optional note. */
export function ReturnRequestDialog({ id, token }: OrderRef) {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<ReturnReason | null>(null);
  const [note, setNote] = React.useState("");
  const request = useRequestReturn();
  const busy = request.isPending;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) return;
    request.mutate(
      { id, token, body: { reason, note: note.trim() } },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg">
          Request a return
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a return</DialogTitle>
          <DialogDescription className="leading-relaxed">
            Returns are accepted within 7 days of delivery, unused and with their tags. We will
            write with the next steps.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="eyebrow mb-3 text-foreground">Reason</legend>
            {RETURN_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 border px-4 py-3 text-sm transition-colors duration-200",
                  reason === value
                    ? "border-foreground bg-accent/40"
                    : "border-border hover:border-foreground/60",
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  required
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-[var(--foreground)]"
                />
                {RETURN_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor="return-note">Note (optional)</Label>
            <textarea
              id="return-note"
              name="note"
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="w-full rounded-[2px] border border-input bg-card px-3 py-2 text-base text-foreground transition-colors duration-200 placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring md:text-sm"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={busy || !reason}>
              {busy ? "Sending..." : "Request return"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
