import { AUDIT_KIND_LABELS, type AuditEntry } from "@atelier/shared/audit";
import { Link } from "@/lib/router";
import { changeLines } from "../audit-changes";

/*
 * What the Activity page and a History section show of one entry (issue 33,
 * docs/product.md#audit-log): the kind in words, the subject as a link, before → after.
 */

export const kindLabel = (kind: AuditEntry["kind"]) => AUDIT_KIND_LABELS[kind] ?? kind;

/** The subject, linking to the order or the product it names. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  if (entry.orderId !== null)
    return (
      <Link to={`/admin/orders/${entry.orderId}`} className="underline-offset-4 hover:underline">
        {entry.subject}
      </Link>
    );
  if (entry.productId !== null && entry.kind !== "product.deleted")
    return (
      <Link
        to={`/admin/products?q=${encodeURIComponent(`#${entry.productId}`)}`}
        className="underline-offset-4 hover:underline"
      >
        {entry.subject}
      </Link>
    );
  return <>{entry.subject}</>;
}

/** The changed fields, one a line: "Sale price: 2,399.99 → 2,199". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="text-muted-foreground">{line.field}: </span>
          {line.before !== undefined && <span>{line.before}</span>}
          {line.before !== undefined && line.after !== undefined && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> became </span>
            </>
          )}
          {line.after !== undefined && <span className="font-medium">{line.after}</span>}
        </li>
      ))}
    </ul>
  );
}
