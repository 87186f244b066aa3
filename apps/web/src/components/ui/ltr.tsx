import type * as React from "react";

/**
 * A value that reads left to right whatever the page's direction: an e-mail, a phone number, an
 * order number, an Instapay address inside Arabic text (issue 16). `dir` on an inline element
 * isolates it, so neither the value's punctuation nor the words around it reorder.
 */
export function Ltr({ children, ...props }: React.ComponentProps<"span">) {
  return (
    <span dir="ltr" {...props}>
      {children}
    </span>
  );
}
