import type * as React from "react";

// lucide no longer ships brand marks; these are simplified single-path outlines.
function BrandMark(props: React.ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  );
}

export function InstagramIcon(props: React.ComponentProps<"svg">) {
  return (
    <BrandMark {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </BrandMark>
  );
}

export function TikTokIcon(props: React.ComponentProps<"svg">) {
  return (
    <BrandMark {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6" />
    </BrandMark>
  );
}
