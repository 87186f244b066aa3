import * as React from "react";
import { cn } from "@/lib/cn";

/*
 * A form says what is wrong where it is wrong (docs/product.md#forms): each invalid control gets
 * aria-invalid and an aria-describedby naming its message, which sits under it; on submit focus
 * goes to the first invalid control, the checks running in the page's order, top to bottom.
 */

/** One invalid field: its message, and a toast title where the store's rules give the form one. */
export type FieldProblem<K extends string> = { field: K; message: string; title?: string };

/** The id of a control's message: what its aria-describedby names. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** The message under a control; nothing when it has none. */
export function FieldError({
  controlId,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<"p">, "id"> & { controlId: string }) {
  if (!children) return null;
  return (
    <p
      id={fieldErrorId(controlId)}
      data-slot="field-error"
      className={cn("text-xs leading-relaxed text-destructive", className)}
      {...props}
    >
      {children}
    </p>
  );
}

/** A control's aria-invalid when it has a message, and the message's id after any hint's. */
export function invalidProps(controlId: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? fieldErrorId(controlId) : undefined]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/**
 * A form's field messages. `problems` are the form's checks as they stand, in the page's order;
 * nothing shows until the first submit, then the messages follow what is typed (one fixed, its
 * message goes). `check()` on submit shows them, moves focus to the first invalid control and
 * answers the problems.
 */
export function useFieldErrors<K extends string>(
  problems: readonly FieldProblem<K>[],
  controlId: (field: K) => string,
) {
  const [shown, setShown] = React.useState(false);
  const errors: Partial<Record<K, string>> = {};
  if (shown) for (const p of problems) errors[p.field] ??= p.message;

  const check = () => {
    setShown(true);
    const first = problems[0];
    if (first) document.getElementById(controlId(first.field))?.focus();
    return problems;
  };
  return { errors, check, reset: () => setShown(false) };
}
