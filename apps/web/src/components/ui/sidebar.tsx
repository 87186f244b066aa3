import * as React from "react";
import { PanelLeftIcon } from "@/components/layout/icons";
import { cn } from "@/lib/cn";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "@atelier/shared/first-paint";
import { useIsMobile } from "@/lib/use-media-query";
import { buttonVariants } from "./button-variants";
import { useT } from "@/i18n";

/*
 * The shadcn sidebar pattern, trimmed to what the store needs (docs/product.md#storefront-layout):
 * 12rem expanded, 3rem of icons collapsed, a 16rem drawer under 768 px, Ctrl/Cmd+B, state in a
 * 7-day cookie. The drawer is a native modal <dialog> (focus trap, Escape, inert page for free) and
 * the collapsed labels are CSS tooltips: the shell that every page loads carries no Radix code. The
 * menu's parts live in sidebar-menu.tsx, so the menu can load beside the page.
 */
const WIDTH = "12rem";
const WIDTH_ICON = "3rem";
const WIDTH_MOBILE = "16rem";

type SidebarContextValue = {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

/** On the server (entry-server.tsx) the request's Cookie header stands in for document.cookie. */
let serverCookies = "";
export function setServerCookies(header: string): void {
  serverCookies = header;
}

function readCookie(): boolean | undefined {
  const cookies = typeof document === "undefined" ? serverCookies : document.cookie;
  const match = cookies.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === "true" : undefined;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = React.useState(false);
  const [open, setOpenState] = React.useState(() => readCookie() ?? defaultOpen);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === "b" &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile width closes the drawer, so it does not reappear on the way back.
  React.useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const state = open ? "expanded" : "collapsed";
  const value = React.useMemo<SidebarContextValue>(
    () => ({ state, open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [state, open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            "--sidebar-width": WIDTH,
            "--sidebar-width-icon": WIDTH_ICON,
            "--sidebar-width-mobile": WIDTH_MOBILE,
            ...style,
          } as React.CSSProperties
        }
        className={cn("group/sidebar-wrapper flex min-h-svh w-full flex-col", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

// Phones only: the drawer's code is fetched when the menu is first opened (it draws nothing while
// closed), so a visit that never opens it never downloads it (apps/web/test/budget.test.ts).
const SidebarDrawer = React.lazy(() =>
  import("./sidebar-drawer").then((m) => ({ default: m.SidebarDrawer })),
);

/** Desktop: a sticky column under the header. Mobile: a drawer from the start side. */
export function Sidebar({
  className,
  children,
  label = "Site",
  ...props
}: React.ComponentProps<"aside"> & { label?: string }) {
  const { isMobile, state, openMobile } = useSidebar();
  // Once opened, the drawer stays mounted so that it can close itself.
  const [drawer, setDrawer] = React.useState(false);
  if (isMobile && openMobile && !drawer) setDrawer(true);
  if (isMobile) {
    if (!drawer) return null;
    return (
      <React.Suspense fallback={null}>
        <SidebarDrawer label={label}>{children}</SidebarDrawer>
      </React.Suspense>
    );
  }
  return (
    <aside
      data-slot="sidebar"
      data-state={state}
      aria-label={label}
      className={cn(
        "group sticky top-16 hidden h-[calc(100svh-4rem)] shrink-0 flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-calm md:flex",
        "w-(--sidebar-width) data-[state=expanded]:overflow-hidden data-[state=collapsed]:w-(--sidebar-width-icon)",
        className,
      )}
      {...props}
    >
      {children}
    </aside>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<"button">) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const { t } = useT();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      aria-label={t("shell.toggleSidebar")}
      aria-expanded={isMobile ? openMobile : open}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon />
    </button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn("flex min-w-0 flex-1 flex-col", className)}
      {...props}
    />
  );
}
