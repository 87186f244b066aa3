import * as React from "react";
import { Sidebar } from "@/components/ui/sidebar";
import { useFirstPaintDone } from "@/lib/first-paint";
import { useT } from "@/i18n";

import type { SidebarAccount } from "./app-sidebar-nav";

const loadNav = () => import("./app-sidebar-nav");
const AppSidebarNav = React.lazy(() => loadNav().then((m) => ({ default: m.AppSidebarNav })));

/**
 * The sidebar's frame is drawn with the shell (no layout shift); its menu arrives in its own
 * small chunk just after the first paint, so the phone drawer is ready when first opened.
 */
export function AppSidebar({
  account,
  onSignOut,
}: {
  account: SidebarAccount;
  onSignOut: () => void;
}) {
  // After the first paint (lib/first-paint.ts): the page's own code and photographs go first.
  const painted = useFirstPaintDone();
  const { t } = useT();
  React.useEffect(() => {
    if (painted) void loadNav();
  }, [painted]);
  return (
    <Sidebar label={t("shell.site")}>
      <React.Suspense fallback={null}>
        {painted && <AppSidebarNav account={account} onSignOut={onSignOut} />}
      </React.Suspense>
    </Sidebar>
  );
}
