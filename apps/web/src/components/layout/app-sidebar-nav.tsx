import type * as React from "react";
import { useLocation } from "@/lib/router";
import {
  HouseIcon,
  InfoIcon,
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  MailIcon,
  PackageIcon,
  ScrollTextIcon,
  ShirtIcon,
  UserIcon,
  UserPlusIcon,
} from "./icons";
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuLink,
} from "@/components/ui/sidebar-menu";

/** Who is signed in, as the sidebar's Account group shows it (the app passes it down). */
export type SidebarAccount = { email: string; role: string } | null;

type NavItem = { title: string; to: string; icon: React.ComponentType<{ strokeWidth?: number }> };

const NAVIGATION: NavItem[] = [
  { title: "Home", to: "/", icon: HouseIcon },
  { title: "Our Products", to: "/products", icon: ShirtIcon },
  { title: "Policies", to: "/policies", icon: ScrollTextIcon },
  { title: "About Us", to: "/about", icon: InfoIcon },
  { title: "Contact Us", to: "/contact", icon: MailIcon },
];
const GUEST: NavItem[] = [
  { title: "Log In", to: "/login", icon: LogInIcon },
  { title: "Sign Up", to: "/signup", icon: UserPlusIcon },
];
const ADMIN: NavItem[] = [
  { title: "Dashboard", to: "/admin", icon: LayoutDashboardIcon },
  { title: "Products", to: "/admin/products", icon: PackageIcon },
  { title: "Payments", to: "/admin/payments", icon: ScrollTextIcon },
];

function NavGroup({
  label,
  items,
  pathname,
}: {
  label: string;
  items: NavItem[];
  pathname: string;
}) {
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{label}</SidebarGroupLabel>
      <SidebarMenu>
        {items.map(({ title, to, icon: Icon }) => (
          <SidebarMenuItem key={to}>
            <SidebarMenuLink to={to} isActive={pathname === to} tooltip={title}>
              <Icon strokeWidth={1.25} />
              <span>{title}</span>
            </SidebarMenuLink>
          </SidebarMenuItem>
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

/**
 * docs/product.md#storefront-layout: Navigation for all, Account by session, Admin for admins only.
 */
export function AppSidebarNav({
  account,
  onSignOut,
}: {
  account: SidebarAccount;
  onSignOut: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <SidebarContent>
        <nav aria-label="Main">
          <NavGroup label="Navigation" items={NAVIGATION} pathname={pathname} />
        </nav>
        {account?.role === "admin" && <NavGroup label="Admin" items={ADMIN} pathname={pathname} />}
      </SidebarContent>
      <SidebarFooter className="p-0 py-2">
        {account ? (
          <SidebarGroup>
            <SidebarGroupLabel>Account</SidebarGroupLabel>
            <div className="flex flex-col gap-0.5 px-2 pb-2 group-data-[state=collapsed]:sr-only">
              <span className="truncate text-sm" title={account.email} dir="ltr">
                {account.email}
              </span>
              <span className="eyebrow text-camel-ink">{account.role}</span>
            </div>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuLink
                  to="/account"
                  isActive={pathname === "/account"}
                  tooltip="My Account"
                >
                  <UserIcon strokeWidth={1.25} />
                  <span>My Account</span>
                </SidebarMenuLink>
              </SidebarMenuItem>
              <SidebarMenuItem>
                <SidebarMenuButton tooltip="Sign Out" onClick={onSignOut}>
                  <LogOutIcon strokeWidth={1.25} />
                  <span>Sign Out</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroup>
        ) : (
          <NavGroup label="Account" items={GUEST} pathname={pathname} />
        )}
      </SidebarFooter>
    </>
  );
}
