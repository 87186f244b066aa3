import * as React from "react";
import { Svg, type IconProps } from "@/components/layout/icons";
import { buttonVariants } from "./button-variants";
import { useSidebar } from "./sidebar";
import { useT } from "@/i18n";

const XIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </Svg>
);

/**
 * The sidebar under 768 px: a native modal <dialog> from the start side (the left, the right on
 * right-to-left pages), 16rem wide. The platform
 * gives focus containment, Escape and an inert page; a click on the backdrop closes it.
 */
export function SidebarDrawer({ label, children }: { label: string; children: React.ReactNode }) {
  const { openMobile, setOpenMobile } = useSidebar();
  const { t } = useT();
  const dialog = React.useRef<HTMLDialogElement>(null);

  React.useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (openMobile && !el.open) {
      if (typeof el.showModal === "function") el.showModal();
      else el.setAttribute("open", "");
    } else if (!openMobile && el.open) {
      if (typeof el.close === "function") el.close();
      else el.removeAttribute("open");
    }
    // A modal dialog does not stop the page behind it from scrolling.
    document.documentElement.style.overflow = openMobile ? "hidden" : "";
    return () => {
      document.documentElement.style.overflow = "";
    };
  }, [openMobile]);

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      data-slot="sidebar"
      data-mobile="true"
      onClose={() => setOpenMobile(false)}
      onCancel={() => setOpenMobile(false)}
      // A click on the backdrop lands on the dialog itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpenMobile(false);
      }}
      className="fixed inset-y-0 start-0 m-0 h-dvh max-h-none w-(--sidebar-width-mobile) max-w-[85vw] border-e border-sidebar-border bg-sidebar p-0 text-sidebar-foreground backdrop:bg-[#0b0e16]/50 open:animate-slide-in-start"
    >
      {openMobile && (
        <div data-state="expanded" className="group flex h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-sidebar-border ps-5 pe-2">
            <span className="font-serif text-lg uppercase tracking-[0.28em]">
              {t("shell.menu")}
            </span>
            <button
              type="button"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label={t("shell.close")}
              onClick={() => setOpenMobile(false)}
            >
              <XIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
