import * as React from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** What a dialog's form is given: say when work starts and stops, and when it is done. */
export type DialogFormControls = { onBusyChange: (busy: boolean) => void; onDone: () => void };

/**
 * A dialog around a form that uploads or saves: it cannot be closed while the work is under
 * way (an upload half-done would be lost), and closes itself when the form says it is done.
 */
export function BusyDialog({
  trigger,
  title,
  description,
  className,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description: React.ReactNode;
  className?: string;
  children: (controls: DialogFormControls) => React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children({ onBusyChange: setBusy, onDone: () => setOpen(false) })}
      </DialogContent>
    </Dialog>
  );
}
