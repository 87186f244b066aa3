import { useT } from "@/i18n";
import type * as React from "react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { logout, type Session } from "../session";
import { ChangePasswordForm } from "./change-password-form";

/**
 * My Account (docs/product.md#accounts): who is signed in, their orders (given by the page, from
 * the orders feature), a new password, and Sign Out.
 */
export function AccountView({ session, orders }: { session: Session; orders: React.ReactNode }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-14">
      <header className="flex flex-col gap-4">
        <p className="eyebrow text-camel-ink">{t("account.eyebrow")}</p>
        <h1 className="display text-5xl sm:text-6xl">{t("account.title")}</h1>
        <p className="break-words text-muted-foreground">
          {t("account.signedInAs")}{" "}
          <span className="text-foreground" dir="ltr">
            {session.user.email}
          </span>
        </p>
      </header>
      <div className="grid gap-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 xl:gap-20">
        {orders}
        <aside className="flex flex-col gap-12">
          <section aria-labelledby="change-password" className="flex flex-col gap-6">
            <h2 id="change-password" className="border-b border-border pb-4 font-serif text-2xl">
              {t("account.changePassword")}
            </h2>
            <ChangePasswordForm />
          </section>
          <section aria-labelledby="sign-out" className="flex flex-col gap-4">
            <h2 id="sign-out" className="border-b border-border pb-4 font-serif text-2xl">
              {t("account.leave")}
            </h2>
            <p className="text-sm leading-relaxed text-muted-foreground">
              {t("account.leaveText")}
            </p>
            <Button variant="outline" className="self-start" onClick={logout}>
              <LogOut strokeWidth={1.25} aria-hidden="true" />
              {t("account.signOut")}
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
