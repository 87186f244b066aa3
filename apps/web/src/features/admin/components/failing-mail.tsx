import { formatCairoDate } from "@atelier/shared/dates";
import { useFailingMail } from "../api/failing-mail";

/**
 * The dashboard's notice of mail that keeps failing: nothing is lost (the outbox retries, backing
 * off to once an hour), but shoppers are waiting for it. Drawn only when there is such mail.
 */
export function FailingMail() {
  const failing = useFailingMail();
  const mails = failing.data ?? [];
  if (mails.length === 0) return null;
  return (
    <section
      aria-labelledby="failing-mail-heading"
      className="flex flex-col gap-4 border border-destructive/50 px-5 py-5 sm:px-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="failing-mail-heading" className="font-serif text-2xl">
          E-mail not delivered
        </h2>
        <p className="text-sm text-muted-foreground">
          {mails.length === 1 ? "One e-mail has" : `${mails.length} e-mails have`} failed three
          times or more. The store keeps trying; check the mail server (SMTP_URL).
        </p>
      </div>
      <ul className="divide-y divide-border text-sm">
        {mails.map((m) => (
          <li
            key={m.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6"
          >
            <span className="min-w-0">
              <span className="block truncate">{m.subject}</span>
              <span className="block truncate text-xs text-muted-foreground">
                To {m.to} · {m.attempts} attempts
                {m.lastError ? ` · ${m.lastError}` : ""}
              </span>
            </span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              Next try {formatCairoDate(m.nextAttemptAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
