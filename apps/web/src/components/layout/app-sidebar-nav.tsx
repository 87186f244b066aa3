import type * as React from "react";
import { useLocation } from "@/lib/router";
import { useT } from "@/i18n";
import {
  ClipboardListIcon,
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

type NavItem = {
  /**
   * A key of the messages' `nav` section; the admin's items are English
   * (docs/product.md#languages).
   */
  title: string;
  to: string;
  icon: React.ComponentType<{ strokeWidth?: number }>;
};

const NAVIGATION: NavItem[] = [
  { title: "home", to: "/", icon: HouseIcon },
  { title: "products", to: "/products", icon: ShirtIcon },
  { title: "policies", to: "/policies", icon: ScrollTextIcon },
  { title: "about", to: "/about", icon: InfoIcon },
  { title: "contact", to: "/contact", icon: MailIcon },
];
const GUEST: NavItem[] = [
  { title: "logIn", to: "/login", icon: LogInIcon },
  { title: "signUp", to: "/signup", icon: UserPlusIcon },
];
const ADMIN: NavItem[] = [
  { title: "Dashboard", to: "/admin", icon: LayoutDashboardIcon },
  { title: "Orders", to: "/admin/orders", icon: ClipboardListIcon },
  { title: "Products", to: "/admin/products", icon: PackageIcon },
  { title: "Payments", to: "/admin/payments", icon: ScrollTextIcon },
];

function NavGroup({
  label,
  items,
  pathname,
  translate = true,
}: {
  label: string;
  items: NavItem[];
  pathname: string;
  translate?: boolean;
}) {
  const { messages } = useT();
  const nav: Record<string, string> = messages.nav;
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{label}</SidebarGroupLabel>
      <SidebarMenu>
        {items.map(({ title: key, to, icon: Icon }) => {
          const title = translate ? (nav[key] ?? key) : key;
          return (
            <SidebarMenuItem key={to}>
              <SidebarMenuLink
                to={to}
                isActive={
                  pathname === to || (to.startsWith("/admin/") && pathname.startsWith(`${to}/`))
                }
                tooltip={title}
              >
                <Icon strokeWidth={1.25} />
                <span>{title}</span>
              </SidebarMenuLink>
            </SidebarMenuItem>
          );
        })}
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
  const { t } = useT();
  return (
    <>
      <SidebarContent>
        <nav aria-label={t("nav.main")}>
          <NavGroup label={t("nav.navigation")} items={NAVIGATION} pathname={pathname} />
        </nav>
        {/* The team's pages; Payments is the admin's alone (issue 33: staff handle orders). */}
        {account && account.role !== "customer" && (
          <NavGroup
            label="Admin"
            items={account.role === "admin" ? ADMIN : ADMIN.slice(0, 3)}
            pathname={pathname}
            translate={false}
          />
        )}
      </SidebarContent>
      <SidebarFooter className="p-0 py-2">
        {account ? (
          <SidebarGroup>
            <SidebarGroupLabel>{t("nav.account")}</SidebarGroupLabel>
            <div className="flex flex-col gap-0.5 px-2 pb-2 group-data-[state=collapsed]:sr-only">
              <span className="truncate text-sm" title={account.email} dir="ltr">
                {account.email}
              </span>
              <span className="eyebrow text-camel-ink">
                {t(
                  account.role === "customer"
                    ? "nav.roleCustomer"
                    : account.role === "admin"
                      ? "nav.roleAdmin"
                      : "nav.roleStaff",
                )}
              </span>
            </div>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuLink
                  to="/account"
                  isActive={pathname === "/account"}
                  tooltip={t("nav.myAccount")}
                >
                  <UserIcon strokeWidth={1.25} />
                  <span>{t("nav.myAccount")}</span>
                </SidebarMenuLink>
              </SidebarMenuItem>
              <SidebarMenuItem>
                <SidebarMenuButton tooltip={t("nav.signOut")} onClick={onSignOut}>
                  <LogOutIcon strokeWidth={1.25} />
                  <span>{t("nav.signOut")}</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroup>
        ) : (
          <NavGroup label={t("nav.account")} items={GUEST} pathname={pathname} />
        )}
      </SidebarFooter>
    </>
  );
}
