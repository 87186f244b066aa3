import type * as React from "react";
import { can, isTeam, type Permission } from "@atelier/shared/permissions";
import { Link, Navigate } from "@/lib/router";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Page } from "@/components/layout/page";
import { useLoginRedirect, useSession } from "@/features/auth";

/**
 * Decides before anything is fetched (the API refuses anyway, but a page of failed loads says
 * nothing useful). A guest is sent to log in; a signed-in shopper is told plainly that the area is
 * not theirs; a member of the team whose role lacks the page's `permission` (issue 33), that the
 * page is the admin's.
 */
export function AdminGuard({
  children,
  permission = "orders.view",
}: {
  children: React.ReactNode;
  permission?: Permission;
}) {
  const session = useSession();
  const toLogin = useLoginRedirect();
  if (!session) return <Navigate to={toLogin} replace />;
  const role = session.user.role;
  if (!isTeam(role))
    return (
      <NotAllowed title="Administrators only" text="This area is for the store's administrators." />
    );
  if (!can(role, permission))
    return (
      <NotAllowed
        title="For the store's admin"
        text="Your role does not include this page. Ask the store's admin if you need it."
        back={{ to: "/admin", label: "Return to the dashboard" }}
      />
    );
  return children;
}

/** Whether the signed-in member's role allows `permission`: controls it does not are not drawn. */
export function useCan(): (permission: Permission) => boolean {
  const role = useSession()?.user.role;
  return (permission) => can(role, permission);
}

function NotAllowed({
  title,
  text,
  back = { to: "/", label: "Return to Home" },
}: {
  title: string;
  text: string;
  back?: { to: string; label: string };
}) {
  return (
    <Page className="flex min-h-[60svh] flex-col items-center justify-center gap-5 text-center">
      <ShieldAlert className="size-8 text-camel-ink" strokeWidth={1} aria-hidden="true" />
      <p className="eyebrow text-camel-ink">Not allowed</p>
      <h1 className="display text-4xl sm:text-5xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild variant="outline">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </Page>
  );
}
