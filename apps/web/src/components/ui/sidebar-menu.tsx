import type * as React from "react";
import { Link } from "@/lib/router";
import { cn } from "@/lib/cn";
import { useSidebar } from "./sidebar";

/*
 * The sidebar's contents (groups, menus, rows). Apart from sidebar.tsx so the page shell can
 * draw the sidebar's frame at once while this arrives with the page.
 */
/** One slot of the sidebar: its element, its data-slot name and its classes, the caller's last. */
function slot<T extends "div" | "h2" | "ul" | "li">(Tag: T, name: string, base: string) {
  return function Slot({ className, ...props }: React.ComponentProps<T>) {
    const Element = Tag as React.ElementType;
    return <Element data-slot={name} className={cn(base, className)} {...props} />;
  };
}

export const SidebarContent = slot(
  "div",
  "sidebar-content",
  "flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto overflow-x-hidden py-3 group-data-[state=collapsed]:overflow-visible",
);

export const SidebarFooter = slot(
  "div",
  "sidebar-footer",
  "flex flex-col gap-2 border-t border-sidebar-border p-3",
);

export const SidebarGroup = slot(
  "div",
  "sidebar-group",
  "relative flex w-full min-w-0 flex-col px-2 py-2",
);

export const SidebarGroupLabel = slot(
  "h2",
  "sidebar-group-label",
  "eyebrow flex h-8 shrink-0 items-center px-2 font-sans text-muted-foreground transition-opacity duration-200 group-data-[state=collapsed]:sr-only",
);

export const SidebarMenu = slot("ul", "sidebar-menu", "flex w-full min-w-0 flex-col gap-0.5");

export const SidebarMenuItem = slot("li", "sidebar-menu-item", "group/menu-item relative");

/** On a phone the sidebar is a drawer: choosing a row closes it after the row's own click. */
function useClosingDrawer() {
  const { isMobile, setOpenMobile } = useSidebar();
  return <E,>(onClick: ((event: E) => void) | undefined) =>
    (event: E) => {
      onClick?.(event);
      if (isMobile) setOpenMobile(false);
    };
}

// The focus outline (index.css) is drawn inside the row: the sidebar scrolls, and an outline
// outside a full-width row would be cut off at its sides.
const menuButtonClass = cn(
  "relative flex h-9 w-full min-w-0 cursor-pointer items-center gap-3 rounded-[2px] px-2 text-start text-sm text-sidebar-foreground transition-colors duration-200 hover:bg-sidebar-accent focus-visible:-outline-offset-2 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium",
  "[&>svg]:size-4 [&>svg]:shrink-0 [&>span:last-child]:truncate group-data-[state=collapsed]:[&>span:last-child]:sr-only",
  "data-[active=true]:before:absolute data-[active=true]:before:inset-y-2 data-[active=true]:before:start-0 data-[active=true]:before:w-px data-[active=true]:before:bg-camel",
);

/**
 * Collapsed, the label shows beside the icon after the 700 ms of docs/product.md#constants (CSS
 * only).
 */
function MenuTooltip({ text }: { text: string | undefined }) {
  const { isMobile, state } = useSidebar();
  if (!text || isMobile || state !== "collapsed") return null;
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute start-full top-1/2 z-50 ms-3 -translate-y-1/2 whitespace-nowrap bg-primary px-2.5 py-1.5 text-xs text-primary-foreground opacity-0 transition-opacity duration-150 group-hover/menu-item:opacity-100 group-hover/menu-item:delay-700 group-has-[:focus-visible]/menu-item:opacity-100"
    >
      {text}
    </span>
  );
}

/**
 * A row of the menu that acts (e.g. Sign Out): an icon, then the label as the last <span>.
 * Collapsed, the label stays in the accessible name (visually hidden) and shows as a tooltip.
 */
export function SidebarMenuButton({
  isActive = false,
  tooltip,
  className,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { isActive?: boolean; tooltip?: string }) {
  const closingDrawer = useClosingDrawer();
  return (
    <>
      <button
        type="button"
        data-slot="sidebar-menu-button"
        data-active={isActive}
        className={cn(menuButtonClass, className)}
        onClick={closingDrawer(onClick)}
        {...props}
      />
      <MenuTooltip text={tooltip} />
    </>
  );
}

/** A row of the menu that navigates; marks the current page. */
export function SidebarMenuLink({
  isActive = false,
  tooltip,
  className,
  onClick,
  ...props
}: React.ComponentProps<typeof Link> & { isActive?: boolean; tooltip?: string }) {
  const closingDrawer = useClosingDrawer();
  return (
    <>
      <Link
        data-slot="sidebar-menu-button"
        data-active={isActive}
        aria-current={isActive ? "page" : undefined}
        className={cn(menuButtonClass, className)}
        onClick={closingDrawer(onClick)}
        {...props}
      />
      <MenuTooltip text={tooltip} />
    </>
  );
}
