import * as React from "react";
import { Upload } from "lucide-react";
import {
  TRACKING_IMPORT_MAX_BYTES,
  TRACKING_IMPORT_MAX_ROWS,
  type Courier,
  type TrackingImportResult,
} from "@atelier/shared/tracking";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useImportTracking } from "../api/admin-order";
import { CourierOptions } from "./order-tracking";

/**
 * "Import tracking numbers" on the orders list (docs/product.md#tracking-numbers): the courier's
 * returned sheet (order number + tracking number), read in the browser as text and sent as JSON;
 * the answer says how many orders took their number and, line by line, which rows did not.
 */
export function TrackingImport() {
  const run = useImportTracking();
  const [courier, setCourier] = React.useState<Courier | "">("");
  const [problem, setProblem] = React.useState<string | null>(null);
  const [result, setResult] = React.useState<TrackingImportResult | null>(null);
  const file = React.useRef<HTMLInputElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setProblem("Choose the courier's CSV file.");
    if (chosen.size > TRACKING_IMPORT_MAX_BYTES)
      return setProblem("The file is larger than 1 MB: split it into smaller sheets.");
    setProblem(null);
    const csv = await chosen.text();
    run.mutate(
      { csv, ...(courier ? { courier } : {}) },
      { onSuccess: (answer) => setResult(answer) },
    );
  };

  return (
    <details className="group border border-border bg-card" data-testid="tracking-import">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-5 py-3 font-medium marker:hidden hover:bg-muted/50 [&::-webkit-details-marker]:hidden">
        <Upload className="size-4" strokeWidth={1.25} aria-hidden="true" />
        Import tracking numbers
      </summary>
      <div className="flex flex-col gap-5 border-t border-border p-5 sm:p-7">
        <p className="max-w-2xl text-sm leading-relaxed text-muted-foreground">
          The courier's returned sheet as CSV: the order number (Business Reference, as in the
          export) and the tracking number, and a Courier column if it has one. At most 1 MB and{" "}
          {TRACKING_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows. Statuses do not change; shipped
          orders' customers are e-mailed their number.
        </p>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="tracking-file">CSV file</Label>
              <input
                id="tracking-file"
                ref={file}
                type="file"
                accept=".csv,text/csv"
                className="min-h-11 w-full text-sm file:me-3 file:min-h-11 file:cursor-pointer file:rounded-[2px] file:border file:border-input file:bg-background file:px-4 file:text-foreground"
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="tracking-sheet-courier">Courier of rows without one</Label>
              <NativeSelect
                id="tracking-sheet-courier"
                value={courier}
                onChange={(e) => setCourier(e.target.value as Courier | "")}
              >
                <option value="">The sheet names it</option>
                <CourierOptions />
              </NativeSelect>
            </div>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" size="sm" className="self-start" disabled={run.isPending}>
            {run.isPending ? "Importing…" : "Import"}
          </Button>
        </form>
        <div aria-live="polite">
          {result && (
            <div className="flex flex-col gap-3" data-testid="tracking-import-result">
              <p className="font-medium">
                {result.updated} {result.updated === 1 ? "order" : "orders"} updated
                {result.problems.length > 0 &&
                  ` · ${result.problems.length} ${result.problems.length === 1 ? "row" : "rows"} not imported`}
              </p>
              {result.problems.length > 0 && (
                <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto border-s-2 border-destructive/60 ps-3 text-sm">
                  {result.problems.map((p) => (
                    <li key={p.line}>
                      <span className="tabular-nums">Line {p.line}</span>
                      {p.orderNumber && (
                        <>
                          {" "}
                          · order <bdi className="tabular-nums">{p.orderNumber}</bdi>
                        </>
                      )}
                      : {p.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </div>
    </details>
  );
}
