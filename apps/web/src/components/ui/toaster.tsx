import * as React from "react";
import { useTheme } from "@/lib/theme";
import { loadSonner, useToasterWanted } from "@/lib/toast";

const SonnerToaster = React.lazy(() => loadSonner().then(() => import("./sonner-toaster")));

/**
 * Toasts sit under the header at the end corner (docs/product.md#storefront-layout), in the
 * label's colours;
 * `toast.error` is the destructive style. Mounts (and downloads sonner) on the first toast; see
 * lib/toast.ts.
 */
export function Toaster() {
  const theme = useTheme();
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </React.Suspense>
  );
}
