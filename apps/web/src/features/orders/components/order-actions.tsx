import { useT } from "@/i18n";
import * as React from "react";
import { CANCEL_WINDOW_HOURS, RETURN_REASONS, type ReturnReason } from "@atelier/shared/orders";
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
  const { t } = useT();
  const busy = cancel.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg">
          {t("actions.cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("actions.cancelTitle", { id })}</DialogTitle>
          <DialogDescription className="leading-relaxed">
            {t("actions.cancelText", { hours: CANCEL_WINDOW_HOURS })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
            {t("actions.keep")}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => cancel.mutate({ id, token }, { onSuccess: () => setOpen(false) })}
          >
            {busy ? t("actions.canceling") : t("actions.cancel")}
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
  const { t } = useT();
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
          {t("actions.returnAsk")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("actions.returnAsk")}</DialogTitle>
          <DialogDescription className="leading-relaxed">
            {t("actions.returnText")}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="eyebrow mb-3 text-foreground">{t("actions.reason")}</legend>
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
                {t(`reason.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor="return-note">{t("actions.note")}</Label>
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
              {t("actions.notNow")}
            </Button>
            <Button type="submit" disabled={busy || !reason}>
              {busy ? t("actions.sending") : t("actions.returnSend")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
