import type * as React from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";

/** "1 product", "1,204 products": a count with its noun. */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The quiet way back above a back-office page's title (Products, Dashboard). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="eyebrow -mb-4 inline-flex w-fit items-center gap-2 text-muted-foreground transition-colors duration-200 hover:text-foreground"
    >
      <ArrowLeft className="rtl:-scale-x-100 size-3.5" strokeWidth={1.25} aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A page's data that did not load: what failed, the server's words, and a second try. */
export function LoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: Error;
  retry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 border border-destructive/60 px-6 py-14 text-center"
    >
      <p className="font-serif text-2xl">{title}</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
