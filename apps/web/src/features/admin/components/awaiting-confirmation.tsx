import { ArrowRight, MessageCircleQuestion } from "lucide-react";
import type { DashboardStats } from "@atelier/shared/admin";
import { Link } from "@/lib/router";
import { useSetAutoCancel } from "../api/whatsapp-settings";
import { useCan } from "./admin-guard";

/**
 * The dashboard's "Awaiting confirmation" card (issue 32, docs/product.md#whatsapp-confirmation):
 * pending cash orders asked on WhatsApp longer ago than the store waits, with no answer; a link
 * to them, and the store setting that cancels them itself (off by default). Not shown when the
 * store has no WhatsApp settings.
 */
export function AwaitingConfirmation({ whatsapp }: { whatsapp: DashboardStats["whatsapp"] }) {
  const save = useSetAutoCancel();
  // A store setting: the admin's (issue 33). Staff see the count and the link.
  const setting = useCan()("settings");
  if (!whatsapp) return null;
  const { awaiting, hours, autoCancel } = whatsapp;
  return (
    <section
      aria-labelledby="awaiting-heading"
      className="grid gap-6 border border-border bg-card p-5 sm:p-7 md:grid-cols-[minmax(0,1fr)_auto] md:items-end"
    >
      <div className="flex flex-col gap-4">
        <h2
          id="awaiting-heading"
          className="eyebrow flex items-center justify-between gap-3 text-muted-foreground"
        >
          Awaiting confirmation
          <MessageCircleQuestion
            className="size-4 shrink-0 text-camel-ink md:hidden"
            strokeWidth={1.25}
            aria-hidden="true"
          />
        </h2>
        <p className="figures text-3xl sm:text-[2.5rem]">{awaiting.toLocaleString("en-US")}</p>
        <p className="max-w-prose text-sm leading-relaxed text-muted-foreground">
          Cash orders asked on WhatsApp more than {hours} {hours === 1 ? "hour" : "hours"} ago that
          the customer has neither confirmed nor canceled.
        </p>
        {setting && (
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-foreground"
              checked={autoCancel}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.currentTarget.checked)}
            />
            Cancel them automatically (units go back to stock; the customer is e-mailed)
          </label>
        )}
      </div>
      <Link
        to="/admin/orders?whatsapp=awaiting"
        className="eyebrow inline-flex items-center gap-1.5 self-start text-camel-ink underline-offset-4 hover:underline md:self-end"
      >
        View them
        <ArrowRight className="size-3.5 rtl:-scale-x-100" strokeWidth={1.25} aria-hidden="true" />
      </Link>
    </section>
  );
}
