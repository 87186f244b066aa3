import type * as React from "react";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { CheckoutField } from "../checkout-rules";

/* The checkout's frame (checkout-form.tsx): its numbered sections and its labelled fields. */

export function Section({
  id,
  number,
  title,
  children,
  className,
}: {
  id: string;
  number: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-7", className)}>
      <div className="flex items-baseline gap-4 border-b border-border pb-4">
        <span className="font-serif text-lg lining-nums text-camel-ink" aria-hidden="true">
          {number}
        </span>
        <h2 id={id} className="font-serif text-3xl leading-tight">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

export function Field({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  /** The field's message, under it (docs/product.md#forms). */
  error?: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        <span aria-hidden="true" className="text-camel-ink">
          *
        </span>
      </Label>
      {children}
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}

/** Each checked field's control, by name: where focus goes and what aria-describedby names. */
export const CONTROL_IDS: Record<CheckoutField, string> = {
  firstName: "checkout-first-name",
  lastName: "checkout-last-name",
  email: "checkout-email",
  phone: "checkout-phone",
  address: "checkout-address",
  floor: "checkout-floor",
  apartment: "checkout-apartment",
  governorate: "checkout-governorate",
  city: "checkout-city",
};
