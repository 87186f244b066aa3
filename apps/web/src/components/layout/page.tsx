import type * as React from "react";
import { cn } from "@/lib/cn";

/** A page's content column: generous margins, readable width. */
export function Page({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("mx-auto w-full max-w-7xl px-4 py-10 sm:px-8 sm:py-14 lg:px-12", className)}
      {...props}
    />
  );
}

/** The standard page opening: an eyebrow, a serif title, an optional lede. */
export function PageHeader({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("flex flex-col gap-4", className)}>
      {eyebrow && <p className="eyebrow text-camel-ink">{eyebrow}</p>}
      <h1 className="display text-5xl sm:text-6xl">{title}</h1>
      {children && (
        <div className="max-w-2xl text-base leading-relaxed text-muted-foreground">{children}</div>
      )}
    </header>
  );
}
