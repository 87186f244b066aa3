import * as React from "react";
import { AlertDialog } from "radix-ui";
import { Trash2 } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The delete button and the confirmation of docs/product.md#admin, as an alert dialog rather than
 * window.confirm(): it speaks in the label's voice, keeps focus inside, and Cancel is the default
 * focus.
 */
export function DeleteProductDialog({
  title,
  onDelete,
  heading = "Delete product",
  question = `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  verb = "Delete",
  busy = "Deleting...",
}: {
  title: string;
  onDelete: () => Promise<unknown>;
  /** The dialog's own words, for what else it deletes (a colour). */
  heading?: string;
  question?: string;
  /** The act's word and its word while the server works (a member is removed, not deleted). */
  verb?: string;
  busy?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);

  const confirm = async (event: React.MouseEvent) => {
    // Kept open until the server answers, so a failure is seen where it happened.
    event.preventDefault();
    setDeleting(true);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      // The caller's failure toast has spoken.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`${verb} ${title}`}
          className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
        >
          <Trash2 strokeWidth={1.25} aria-hidden="true" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-[#0b0e16]/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 border border-border bg-popover p-6 text-popover-foreground shadow-[0_1px_2px_rgb(0_0_0/0.06)] data-[state=open]:animate-fade-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl font-medium leading-tight">
            {heading}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-muted-foreground">
            {question}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={cn(buttonVariants({ variant: "outline" }))}
              disabled={deleting}
            >
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: "destructive" }))}
              disabled={deleting}
              onClick={(event) => void confirm(event)}
            >
              {deleting ? busy : verb}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
