import type * as React from "react";
import { Link, Navigate } from "@/lib/router";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Page } from "@/components/layout/page";
import { useLoginRedirect, useSession } from "@/features/auth";

/**
 * Decides before anything is fetched (the API refuses non-admins anyway, but its 403 would clear
 * the session and bounce a customer to the login page without saying why). A guest is sent to
 * log in; a signed-in customer is told plainly that the area is not theirs.
 */
export function AdminGuard({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const toLogin = useLoginRedirect();
  if (!session) return <Navigate to={toLogin} replace />;
  if (session.user.role !== "admin") return <NotAllowed />;
  return children;
}

function NotAllowed() {
  return (
    <Page className="flex min-h-[60svh] flex-col items-center justify-center gap-5 text-center">
      <ShieldAlert className="size-8 text-camel-ink" strokeWidth={1} aria-hidden="true" />
      <p className="eyebrow text-camel-ink">Not allowed</p>
      <h1 className="display text-4xl sm:text-5xl">Administrators only</h1>
      <p className="max-w-md text-muted-foreground">This area is for the store's administrators.</p>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </Page>
  );
}
