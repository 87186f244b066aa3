import * as React from "react";
import { formatCairoDate } from "@atelier/shared/dates";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAuditHistory } from "../api/audit";
import { AuditChanges, kindLabel } from "./audit-entry";

/*
 * One order's or product's own entries in the audit log (issue 33, docs/product.md#audit-log),
 * newest first, ten at a time. `collapsed`: a "History" button opens it, and nothing is fetched
 * until then (the product list shows one per product).
 */
export function AuditHistory({
  filter,
  collapsed = false,
  title = "Changes",
}: {
  filter: { order: number } | { product: number };
  collapsed?: boolean;
  title?: string;
}) {
  const [open, setOpen] = React.useState(!collapsed);
  const history = useAuditHistory(filter, open);
  const id = React.useId();
  // A page that is not one (an answer of another shape) shows nothing rather than breaking.
  const entries =
    history.data?.pages.flatMap((p) => (Array.isArray(p.entries) ? p.entries : [])) ?? [];

  const list = (
    <div id={id} className="flex flex-col gap-3 text-sm">
      {history.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load the history: {errorMessage(history.error)}
        </p>
      ) : history.isPending ? (
        <p aria-busy="true" className="text-muted-foreground">
          Loading…
        </p>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={title}>
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 border-s border-border ps-4">
              <p className="font-medium">{kindLabel(entry.kind)}</p>
              <p className="text-muted-foreground">
                <time dateTime={entry.at}>{formatCairoDate(entry.at)}</time> · {entry.actorEmail}
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );

  if (!collapsed) return list;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        History
      </Button>
      {open && list}
    </div>
  );
}
