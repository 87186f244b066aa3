import * as React from "react";
import { Sidebar } from "@/components/ui/sidebar";

const loadNav = () => import("./app-sidebar-nav");
const AppSidebarNav = React.lazy(() => loadNav().then((m) => ({ default: m.AppSidebarNav })));

/**
 * The sidebar's frame is drawn with the shell (no layout shift); its menu arrives in its own
 * small chunk right after, fetched at once so the phone drawer is ready when first opened.
 */
export function AppSidebar() {
  React.useEffect(() => {
    void loadNav();
  }, []);
  return (
    <Sidebar label="Site">
      <React.Suspense fallback={null}>
        <AppSidebarNav />
      </React.Suspense>
    </Sidebar>
  );
}
