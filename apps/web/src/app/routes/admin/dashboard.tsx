import { Page } from "@/components/layout/page";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AdminDashboardRoute() {
  useDocumentTitle("Admin Dashboard");
  return (
    <AdminGuard>
      <Page>
        <AdminDashboard />
      </Page>
    </AdminGuard>
  );
}
