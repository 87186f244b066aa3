import { BRAND } from "@atelier/shared/brand";
import { COURIER_NAMES, type OrderTracking } from "@atelier/shared/tracking";
import { placeName } from "@atelier/shared/egypt";
import type { Locale } from "@atelier/shared/locales";
import { neutralizeBidi } from "@atelier/shared/text";
import type { Mail } from "../../plugins/mailer";
import { MAIL_MESSAGES, type MailMessages } from "./messages";

/** Text as HTML shows it (the unsubscribe page uses it too). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A row or subject as a mail may show it: control characters and line breaks become spaces
 * (nothing can start a header or a line of its own), and at most `max` characters. The store's
 * own isolates (an Arabic mail's `ltr()`) stay.
 */
const flatten = (s: string, max: number) => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * Free text of a shopper or an admin (titles, addresses) as a mail shows it: flattened, and any
 * bidi control stored before they were refused made visible
 * (docs/security.md#bidi-controls-in-free-text).
 */
export const clip = (s: string, max: number) => flatten(neutralizeBidi(s), max);

/** Longest product title and address a mail repeats (the order page shows them whole). */
export const MAIL_TITLE_MAX = 80;
export const MAIL_ADDRESS_MAX = 300;
const ROW_LABEL_MAX = 200;
const ROW_VALUE_MAX = MAIL_ADDRESS_MAX;

type Block = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter link under the paragraphs (the courier's tracking page). */
  link?: { label: string; url: string };
  rows?: [string, string][];
  /** A quiet last word with its link: why she gets the mail, and how to stop it. */
  footer?: { text: string; label: string; url: string };
};

/** Faces per writing direction: Georgia has no Arabic letters, so Arabic mail names its own. */
const FACES = {
  ltr: { serif: "Georgia,'Times New Roman',serif", sans: "Helvetica,Arial,sans-serif" },
  rtl: {
    serif: "'Amiri','Noto Naskh Arabic','Times New Roman',serif",
    sans: "'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif",
  },
} as const;

/**
 * A quiet, table-based layout that survives Gmail and Outlook; the text part says the same.
 * Arabic mail is `<html lang="ar" dir="rtl">`, its values aligned to the left edge (the end of
 * an Arabic line), and its button without letter-spacing or capitals, which would break the
 * joined Arabic letters apart.
 */
function compose(
  to: string,
  subject: string,
  block: Block,
  m: MailMessages = MAIL_MESSAGES.en,
): Mail {
  const rtl = m.dir === "rtl";
  const face = rtl ? FACES.rtl : FACES.ltr;
  const end = rtl ? "left" : "right";
  const rows = (block.rows ?? []).map(([k, v]): [string, string] => [
    flatten(k, ROW_LABEL_MAX),
    flatten(v, ROW_VALUE_MAX),
  ]);
  subject = flatten(subject, 200);
  const contact = [BRAND.contact.email, ...BRAND.contact.phones].map(m.ltr);
  const text = [
    BRAND.name.toUpperCase(),
    "",
    block.heading,
    "",
    ...block.paragraphs.flatMap((p) => [p, ""]),
    ...(block.link ? [`${block.link.label}: ${block.link.url}`, ""] : []),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ""] : []),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(rows.length ? [""] : []),
    ...(block.footer ? [block.footer.text, `${block.footer.label}: ${block.footer.url}`, ""] : []),
    [BRAND.name, ...contact].join(" · "),
  ].join("\n");

  const button = rtl
    ? "font-size:15px"
    : "font-size:13px;letter-spacing:0.12em;text-transform:uppercase";
  const html = `<!doctype html><html lang="${m.lang}" dir="${m.dir}"><body dir="${m.dir}" style="margin:0;background:#f6f1e7;font-family:${face.serif};color:#1f2a44">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;padding:40px 16px"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" dir="${m.dir}" style="max-width:560px;background:#fffdf8;border:1px solid #e4dccb">
<tr><td dir="ltr" style="padding:32px 40px 16px;text-align:center;letter-spacing:0.3em;font-size:14px;font-family:${FACES.ltr.serif};color:#1f2a44;border-bottom:1px solid #e4dccb">${escapeHtml(BRAND.logo.wordmark)}</td></tr>
<tr><td style="padding:32px 40px;text-align:${rtl ? "right" : "left"}">
<h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escapeHtml(block.heading)}</h1>
${block.paragraphs.map((p) => `<p style="font-family:${face.sans};font-size:15px;line-height:${rtl ? "1.9" : "1.6"};color:#3a3f4b;margin:0 0 16px">${escapeHtml(p)}</p>`).join("")}
${block.link ? `<p style="font-family:${face.sans};font-size:15px;margin:0 0 16px"><a href="${escapeHtml(block.link.url)}" style="color:#1f2a44;text-decoration:underline">${escapeHtml(block.link.label)}</a></p>` : ""}
${
  block.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(block.action.url)}" style="background:#1f2a44;color:#f6f1e7;text-decoration:none;padding:14px 28px;font-family:${face.sans};${button}">${escapeHtml(block.action.label)}</a></p>
<p dir="ltr" style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6f78;word-break:break-all;text-align:${rtl ? "right" : "left"}">${escapeHtml(block.action.url)}</p>`
    : ""
}
${rows.length ? `<table role="presentation" width="100%" style="border-top:1px solid #e4dccb;margin-top:16px;font-family:${face.sans};font-size:14px">${rows.map(([k, v]) => `<tr><td style="padding:8px 0;color:#6b6f78">${escapeHtml(k)}</td><td style="padding:8px 0;text-align:${end}">${escapeHtml(v)}</td></tr>`).join("")}</table>` : ""}
${
  block.footer
    ? `<p style="font-family:${face.sans};font-size:12px;line-height:1.6;color:#6b6f78;margin:24px 0 0">${escapeHtml(block.footer.text)} <a href="${escapeHtml(block.footer.url)}" style="color:#1f2a44">${escapeHtml(block.footer.label)}</a></p>`
    : ""
}
</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #e4dccb;font-family:${face.sans};font-size:12px;color:#6b6f78;text-align:center">${escapeHtml(BRAND.name)} · <span dir="ltr">${escapeHtml(BRAND.contact.email)}</span></td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

/** The words of `locale`'s e-mails (messages/en.ts, messages/ar.ts). */
export const mailMessages = (locale: Locale): MailMessages => MAIL_MESSAGES[locale];

/**
 * The delivery address as a mail in `locale` shows it: the structured address with the floor,
 * apartment, city and governorate in that language; an order placed with one line of text shows
 * that line.
 */
export function mailAddress(
  addressDetails: string,
  address: {
    address: string;
    floor?: string;
    apartment?: string;
    city: string;
    governorate: string;
  } | null,
  locale: Locale,
): string {
  if (locale === "en" || !address) return addressDetails;
  const m = MAIL_MESSAGES[locale];
  return [
    address.address,
    address.floor && m.address.floor(address.floor),
    address.apartment && m.address.apartment(address.apartment),
    placeName(address.city, locale),
    placeName(address.governorate, locale),
  ]
    .filter(Boolean)
    .join(m.address.separator);
}

export function passwordResetMail(to: string, url: string, locale: Locale) {
  const m = MAIL_MESSAGES[locale];
  const t = m.passwordReset;
  return compose(
    to,
    t.subject,
    { heading: t.heading, paragraphs: t.paragraphs, action: { label: t.action, url } },
    m,
  );
}

export function guestVerificationMail(
  to: string,
  url: string,
  rows: [string, string][],
  locale: Locale,
) {
  const m = MAIL_MESSAGES[locale];
  const t = m.guestVerification;
  return compose(
    to,
    t.subject,
    { heading: t.heading, paragraphs: t.paragraphs, action: { label: t.action, url }, rows },
    m,
  );
}

export function orderConfirmationMail(
  to: string,
  orderId: number,
  rows: [string, string][],
  url: string,
  locale: Locale,
  /** Set when the shopper pays by Instapay: the order's total in EGP. */
  instapayTotal?: number,
) {
  const m = MAIL_MESSAGES[locale];
  const t = m.confirmation;
  return compose(
    to,
    t.subject(orderId),
    {
      heading: t.heading(orderId),
      paragraphs: instapayTotal === undefined ? t.cod : t.instapay(orderId, m.money(instapayTotal)),
      action: { label: m.viewOrder, url },
      rows,
    },
    m,
  );
}

/**
 * The admin's decision on an Instapay transfer (docs/product.md#payments), or (`online`) Paymob's
 * word that the shopper paid by card or wallet (issue 32).
 */
export function paymentDecisionMail(
  to: string,
  orderId: number,
  decision: "confirm" | "reject" | "online",
  /** The order's total in EGP. */
  total: number,
  url: string,
  locale: Locale,
) {
  const m = MAIL_MESSAGES[locale];
  const t = m.payment[decision];
  return compose(
    to,
    t.subject(orderId),
    {
      heading: t.heading,
      paragraphs: t.paragraphs(orderId, m.money(total)),
      action: { label: m.viewOrder, url },
    },
    m,
  );
}

/** Sizes at or below the store's threshold, to admins once a day (docs/product.md#low-stock). */
export function lowStockDigestMail(
  to: string,
  threshold: number,
  items: { title: string; size: string; quantity: number; isNew: boolean }[],
  url: string,
) {
  const newCount = items.filter((i) => i.isNew).length;
  return compose(to, `${BRAND.name}: ${newCount} size${newCount === 1 ? "" : "s"} running low`, {
    heading: "Low stock",
    paragraphs: [
      `These sizes have ${threshold} unit${threshold === 1 ? "" : "s"} or fewer left. Sizes new to the list since the last digest are marked "new".`,
    ],
    action: { label: "Open the products", url },
    rows: items.map((i): [string, string] => [
      `${clip(i.title, MAIL_TITLE_MAX)} (${i.size})${i.isNew ? " · new" : ""}`,
      `${i.quantity} left`,
    ]),
  });
}

/** What happened to the order, as its status e-mail tells it (docs/product.md#status-e-mails). */
export type OrderMailKind = keyof MailMessages["status"]["kinds"];

/**
 * What the shopper has paid for the order so far: by a confirmed transfer or in cash at the door
 * (`paid`), nothing (`unpaid`), or perhaps a transfer the store has not confirmed yet.
 */
export type OrderPayment = keyof MailMessages["status"]["money"];

/** The kinds whose mail says what becomes of the money: an order that ends without a sale. */
const MONEY_KINDS: ReadonlySet<OrderMailKind> = new Set([
  "canceled_by_store",
  "canceled_by_shopper",
  "returned",
  "returned_undelivered",
]);

/** A status e-mail: what happened, and the order page's (signed) link. */
export function orderStatusMail(
  to: string,
  orderId: number,
  kind: OrderMailKind,
  url: string,
  locale: Locale,
  /** Decides the shipped mail's cash line and whether an ended order's mail speaks of a refund. */
  payment: OrderPayment = "unpaid",
  /** The parcel's courier and number, which the shipped mail tells (issue 30). */
  tracking: OrderTracking = null,
) {
  const m = MAIL_MESSAGES[locale];
  const k = m.status.kinds[kind];
  let text: readonly string[] = k.text;
  // An order paid by Instapay owes nothing at the door (docs/product.md#payments).
  if (kind === "shipped" && payment === "paid") text = [k.text[0]!, m.status.prepaidShipped];
  // …and so does one paid by card or wallet (issue 32).
  if (kind === "shipped" && payment === "paidOnline")
    text = [k.text[0]!, m.status.prepaidShippedOnline];
  // The money line goes after what happened, before the closing line.
  if (MONEY_KINDS.has(kind)) text = [k.text[0]!, m.status.money[payment], ...k.text.slice(1)];
  const parcel = kind === "shipped" && tracking ? parcelParts(tracking, m) : null;
  if (parcel) text = [text[0]!, parcel.line, ...text.slice(1)];
  return compose(
    to,
    m.status.subject(orderId, k.subject),
    {
      heading: k.heading,
      paragraphs: [m.status.orderNumber(orderId), ...text],
      action: { label: m.viewOrder, url },
      ...(parcel && { rows: parcel.rows }),
      ...(parcel?.link && { link: parcel.link }),
    },
    m,
  );
}

/** The courier's name, the number, and the courier's page where its address is known. */
function parcelParts(tracking: NonNullable<OrderTracking>, m: MailMessages) {
  const name = COURIER_NAMES[tracking.courier];
  return {
    line: m.parcel.line(name, tracking.number),
    rows: [
      [m.parcel.courier, name],
      [m.parcel.number, tracking.number],
    ] as [string, string][],
    link: tracking.url ? { label: m.parcel.link, url: tracking.url } : undefined,
  };
}

/**
 * The tracking number recorded (or changed) after the shipped mail went out
 * (docs/product.md#tracking-numbers): a short mail with the courier, the number and its link.
 */
export function parcelTrackingMail(
  to: string,
  orderId: number,
  tracking: NonNullable<OrderTracking>,
  url: string,
  locale: Locale,
) {
  const m = MAIL_MESSAGES[locale];
  const parcel = parcelParts(tracking, m);
  return compose(
    to,
    m.parcel.subject(orderId),
    {
      heading: m.parcel.heading,
      paragraphs: [m.status.orderNumber(orderId), parcel.line, m.parcel.text],
      action: { label: m.viewOrder, url },
      rows: parcel.rows,
      ...(parcel.link && { link: parcel.link }),
    },
    m,
  );
}

/** The answer to "track my order": its page's link, sent only to the order's own address. */
export function orderTrackingMail(to: string, orderId: number, url: string, locale: Locale) {
  const m = MAIL_MESSAGES[locale];
  const t = m.tracking;
  return compose(
    to,
    t.subject(orderId),
    { heading: t.heading(orderId), paragraphs: t.paragraphs, action: { label: t.action, url } },
    m,
  );
}

/**
 * A size she waited for is back (docs/product.md#back-in-stock): the piece's link in that size
 * (and colour), and a one-click unsubscribe both in the body and as RFC 8058's header pair, which
 * mail apps show as their own "Unsubscribe" and answer with a POST to the same link.
 */
export function backInStockMail(
  to: string,
  piece: string,
  size: string,
  urls: { product: string; unsubscribe: string },
  locale: Locale,
): Mail {
  const m = MAIL_MESSAGES[locale];
  const t = m.backInStock;
  const name = clip(piece, MAIL_TITLE_MAX);
  const mail = compose(
    to,
    t.subject(name, size),
    {
      heading: t.heading,
      paragraphs: t.paragraphs(name, size),
      action: { label: t.action(size), url: urls.product },
      footer: { text: t.why, label: t.unsubscribe, url: urls.unsubscribe },
    },
    m,
  );
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${urls.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * To an account just made an admin (docs/security.md, "An account prepared before it is made
 * admin"): its old password no longer works, and this link sets one. In English, like the admin
 * pages.
 */
export function adminSetPasswordMail(to: string, url: string, hours: number) {
  return compose(to, `${BRAND.name}: your account is now an admin's`, {
    heading: "Set your admin password",
    paragraphs: [
      `Your ${BRAND.name} account was made an admin account. Its old password no longer works and every session of it was ended.`,
      `Set your password with this link within ${hours} hours. After that, use "Forgot password" on the log-in page. If you did not expect this, tell the store's owner.`,
    ],
    action: { label: "Set your password", url },
  });
}

/**
 * An admin's invitation to the team (issue 33). `hadAccount`: the address already shopped here,
 * and that account's old password no longer works (as in adminSetPasswordMail).
 */
export function teamInvitationMail(
  to: string,
  invite: { url: string; hours: number; role: "admin" | "staff"; by: string; hadAccount: boolean },
) {
  const as = invite.role === "admin" ? "an admin" : "staff";
  return compose(to, `${BRAND.name}: you are invited to the team`, {
    heading: "Join the team",
    paragraphs: [
      `${clip(invite.by, MAIL_ADDRESS_MAX)} invited you to help run ${BRAND.name} as ${as}.`,
      ...(invite.hadAccount
        ? [
            `This uses your ${BRAND.name} account: its old password no longer works, and every session of it was ended.`,
          ]
        : []),
      `Set your password with this link within ${invite.hours} hours, then log in. If you did not expect this, ignore this e-mail.`,
    ],
    action: { label: "Set your password", url: invite.url },
  });
}
