import type * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "@/lib/router";
import { Toaster } from "@/components/ui/toaster";
import { loadSonner } from "@/lib/toast";

/** Shows where the router is, so a test can see a redirect the way a shopper would. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current page">{pathname + search}</output>;
}

/**
 * Renders a page as the app does (router, query client, toasts at the bottom right), at `path`,
 * with `element` mounted on the route `pattern`. Every other route renders nothing.
 */
export function renderPage(
  element: React.ReactNode,
  { path = "/", pattern = "*" }: { path?: string; pattern?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/**
 * sonner keeps its toasts in module state: dismiss them so one test's toasts never reach the next.
 * A dismissed toast leaves the screen on a 200 ms timer of sonner's own that unmounting does not
 * clear: wait it out, or after a file's last test it fires once the window is gone (an unhandled
 * "window is not defined" that fails the run, seen in CI on Node 24).
 */
export async function dismissToasts() {
  const { toast } = await loadSonner();
  if (!toast.getToasts().length) return;
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/**
 * The toast that says `description`, as the shopper reads it (sonner puts the newest first). The
 * same words may also stand under a field (docs/product.md#forms): this is the one in a toast.
 */
export async function findToast(description: string, timeout = 5000) {
  const [text] = await screen.findAllByText(
    (_, el) => el?.textContent === description && !!el.closest("li[data-sonner-toast]"),
    { ignore: "li" },
    { timeout },
  );
  return text!.closest("li") as HTMLElement;
}
