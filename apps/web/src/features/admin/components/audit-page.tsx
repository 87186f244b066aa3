import * as React from "react";
import { AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind } from "@atelier/shared/audit";
import { formatCairoDate } from "@atelier/shared/dates";
import { PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAuditPage, useAuditPeople, type AuditFilters } from "../api/audit";
import { AuditChanges, AuditSubject, kindLabel } from "./audit-entry";

/*
 * /admin/audit (issue 33, docs/product.md#audit-log): who changed what in the store, newest
 * first, with filters and "Older" / "Newer" paging. Read only: an entry is never changed.
 */

const TYPING_PAUSE_MS = 300;
const th = "eyebrow pb-2 pe-4 text-start font-normal text-muted-foreground";
const td = "py-3 pe-4 align-top";
/** A whole number typed in an id filter, or undefined. */
const idOf = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined);

export function AuditPage() {
  const [actor, setActor] = React.useState("");
  const [kind, setKind] = React.useState("");
  const [order, setOrder] = React.useState("");
  const [product, setProduct] = React.useState("");
  // The cursors of the pages before this one, to go back ("Newer").
  const [cursors, setCursors] = React.useState<(number | undefined)[]>([]);
  const [before, setBefore] = React.useState<number | undefined>(undefined);
  // A number is asked for once the typing pauses, not on every keystroke.
  const typedOrder = useDebouncedValue(order, TYPING_PAUSE_MS);
  const typedProduct = useDebouncedValue(product, TYPING_PAUSE_MS);
  const filters: AuditFilters = {
    actor: idOf(actor),
    kind: (kind || undefined) as AuditKind | undefined,
    order: idOf(typedOrder),
    product: idOf(typedProduct),
  };
  const page = useAuditPage(filters, before);
  const people = useAuditPeople();
  const filtered = Object.values(filters).some((v) => v !== undefined);

  // Another filter starts again from the newest entry.
  const refilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setCursors([]);
    setBefore(undefined);
  };
  const older = () => {
    if (page.data?.next == null) return;
    setCursors([...cursors, before]);
    setBefore(page.data.next);
  };
  const newer = () => {
    setBefore(cursors[cursors.length - 1]);
    setCursors(cursors.slice(0, -1));
  };
  const entries = page.data?.entries;

  return (
    <div className="flex flex-col gap-10">
      <PageHeader eyebrow="Back office" title="Activity">
        Every change made in the back office, newest first: who, when, from which address, and what
        it was before and after. Entries are kept as they were written; nobody can change or delete
        them.
      </PageHeader>

      <form
        aria-label="Filters"
        className="grid gap-4 border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-person">Person</Label>
          <NativeSelect
            id="audit-person"
            value={actor}
            onChange={(e) => refilter(setActor)(e.currentTarget.value)}
          >
            <option value="">Everyone</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-kind">Change</Label>
          <NativeSelect
            id="audit-kind"
            value={kind}
            onChange={(e) => refilter(setKind)(e.currentTarget.value)}
          >
            <option value="">Every kind</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <NumberFilter
          id="audit-order"
          label="Order number"
          value={order}
          onChange={refilter(setOrder)}
        />
        <NumberFilter
          id="audit-product"
          label="Product number"
          value={product}
          onChange={refilter(setProduct)}
        />
      </form>

      {page.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-destructive">
            Failed to load the activity: {errorMessage(page.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </div>
      ) : !entries ? (
        <div aria-busy="true" aria-label="Loading the activity" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">
          {filtered || before !== undefined
            ? "No entries match these filters."
            : "Nothing recorded yet."}
        </p>
      ) : (
        <>
          {/* A phone reads each entry as a card; the table's six columns would not fit. */}
          <ol
            aria-label="Activity"
            className="flex flex-col divide-y divide-border border-y border-border md:hidden"
          >
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 py-5 text-sm">
                <p className="font-serif text-xl leading-tight">{kindLabel(entry.kind)}</p>
                <AuditSubject entry={entry} />
                <p className="text-muted-foreground [overflow-wrap:anywhere]">
                  <time dateTime={entry.at}>{formatCairoDate(entry.at)}</time> · {entry.actorEmail}{" "}
                  · <span className="tabular-nums">{entry.ip}</span>
                </p>
                <AuditChanges entry={entry} />
              </li>
            ))}
          </ol>
          <div
            role="region"
            aria-label="Activity table"
            tabIndex={0}
            className="relative hidden overflow-x-auto md:block"
          >
            <table className="w-full min-w-[56rem] text-sm">
              <caption className="sr-only">Activity, newest first</caption>
              <thead>
                <tr className="border-b border-border">
                  <th className={th}>When</th>
                  <th className={th}>Who</th>
                  <th className={th}>Address</th>
                  <th className={th}>What</th>
                  <th className={th}>Subject</th>
                  <th className={th}>Before → after</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-border">
                    <td className={`${td} whitespace-nowrap tabular-nums`}>
                      <time dateTime={entry.at}>{formatCairoDate(entry.at)}</time>
                    </td>
                    <td className={`${td} [overflow-wrap:anywhere]`}>{entry.actorEmail}</td>
                    <td className={`${td} tabular-nums`}>{entry.ip}</td>
                    <td className={td}>{kindLabel(entry.kind)}</td>
                    <td className={td}>
                      <AuditSubject entry={entry} />
                    </td>
                    <td className={td}>
                      <AuditChanges entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <nav aria-label="Pages" className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={before === undefined} onClick={newer}>
          Newer
        </Button>
        <Button variant="outline" size="sm" disabled={page.data?.next == null} onClick={older}>
          Older
        </Button>
      </nav>
    </div>
  );
}

/** An order's or a product's number to filter by. */
function NumberFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        inputMode="numeric"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </div>
  );
}
