import { BRAND } from "@atelier/shared/brand";
import type { Mail } from "../../plugins/mailer";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * Free text as a mail may show it: control characters and line breaks become spaces (nothing a
 * shopper types can start a header or a line of its own), and at most `max` characters.
 */
export const clip = (s: string, max: number) => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** Longest product title and address a mail repeats (the order page shows them whole). */
export const MAIL_TITLE_MAX = 80;
export const MAIL_ADDRESS_MAX = 300;
const ROW_LABEL_MAX = 200;
const ROW_VALUE_MAX = MAIL_ADDRESS_MAX;

type Block = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  rows?: [string, string][];
};

/** A quiet, table-based layout that survives Gmail and Outlook; the text part says the same. */
function compose(to: string, subject: string, block: Block): Mail {
  const rows = (block.rows ?? []).map(([k, v]): [string, string] => [
    clip(k, ROW_LABEL_MAX),
    clip(v, ROW_VALUE_MAX),
  ]);
  subject = clip(subject, 200);
  const text = [
    BRAND.name.toUpperCase(),
    "",
    block.heading,
    "",
    ...block.paragraphs.flatMap((p) => [p, ""]),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ""] : []),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(rows.length ? [""] : []),
    `${BRAND.name} · ${BRAND.contact.email} · ${BRAND.contact.phones.join(" · ")}`,
  ].join("\n");

  const html = `<!doctype html><html><body style="margin:0;background:#f6f1e7;font-family:Georgia,'Times New Roman',serif;color:#1f2a44">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;padding:40px 16px"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf8;border:1px solid #e4dccb">
<tr><td style="padding:32px 40px 16px;text-align:center;letter-spacing:0.3em;font-size:14px;color:#1f2a44;border-bottom:1px solid #e4dccb">${escape(BRAND.logo.wordmark)}</td></tr>
<tr><td style="padding:32px 40px">
<h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(block.heading)}</h1>
${block.paragraphs.map((p) => `<p style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#3a3f4b;margin:0 0 16px">${escape(p)}</p>`).join("")}
${
  block.action
    ? `<p style="margin:28px 0"><a href="${escape(block.action.url)}" style="background:#1f2a44;color:#f6f1e7;text-decoration:none;padding:14px 28px;font-family:Helvetica,Arial,sans-serif;font-size:13px;letter-spacing:0.12em;text-transform:uppercase">${escape(block.action.label)}</a></p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6f78;word-break:break-all">${escape(block.action.url)}</p>`
    : ""
}
${rows.length ? `<table role="presentation" width="100%" style="border-top:1px solid #e4dccb;margin-top:16px;font-family:Helvetica,Arial,sans-serif;font-size:14px">${rows.map(([k, v]) => `<tr><td style="padding:8px 0;color:#6b6f78">${escape(k)}</td><td style="padding:8px 0;text-align:right">${escape(v)}</td></tr>`).join("")}</table>` : ""}
</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #e4dccb;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6f78;text-align:center">${escape(BRAND.name)} · ${escape(BRAND.contact.email)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

export const passwordResetMail = (to: string, url: string) =>
  compose(to, `Reset your ${BRAND.name} password`, {
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your account.",
      "The link below works once, for one hour. If you did not ask for it, you can ignore this e-mail.",
    ],
    action: { label: "Choose a new password", url },
  });

export const guestVerificationMail = (to: string, url: string, rows: [string, string][]) =>
  compose(to, `Confirm your ${BRAND.name} order`, {
    heading: "Confirm your e-mail to place your order",
    paragraphs: [
      "Thank you for shopping with us. To protect you, we confirm a guest's e-mail address once before the first order is placed.",
      "Open the link below within 24 hours and your order will be placed at once.",
    ],
    action: { label: "Confirm my order", url },
    rows,
  });

export const orderConfirmationMail = (
  to: string,
  orderId: number,
  rows: [string, string][],
  url: string,
) =>
  compose(to, `Your ${BRAND.name} order #${orderId}`, {
    heading: `Order #${orderId} received`,
    paragraphs: [
      "Thank you. Your order has been received and will be delivered within 3-5 business days. You will pay cash on delivery.",
      "We will write again when it ships. You can follow it, or cancel it within 24 hours, on its page.",
    ],
    action: { label: "View my order", url },
    rows,
  });

/** What happened to the order, as its status e-mail tells it (docs/product.md#status-e-mails). */
export type OrderMailKind =
  | "processing"
  | "shipped"
  | "delivered"
  | "canceled_by_store"
  | "canceled_by_shopper"
  | "return_requested"
  | "returned";

const STATUS_MAILS: Record<OrderMailKind, { subject: string; heading: string; text: string[] }> = {
  processing: {
    subject: "is being prepared",
    heading: "We are preparing your order",
    text: [
      "Your order is confirmed and our atelier is preparing it with care.",
      "We will write again when it ships.",
    ],
  },
  shipped: {
    subject: "has shipped",
    heading: "Your order is on its way",
    text: [
      "Your order has left our atelier and will reach you within 3-5 business days.",
      "Please keep the amount ready: you pay cash on delivery.",
    ],
  },
  delivered: {
    subject: "has been delivered",
    heading: "Your order has been delivered",
    text: [
      "We hope you enjoy every piece.",
      "If something is not right, you can ask to return it within 7 days from the order's page.",
    ],
  },
  canceled_by_store: {
    subject: "has been canceled",
    heading: "Your order has been canceled",
    text: [
      "We are sorry: we had to cancel your order. Nothing will be delivered and nothing is owed.",
      "If you have questions, simply reply to this e-mail or call us.",
    ],
  },
  canceled_by_shopper: {
    subject: "has been canceled",
    heading: "Your order has been canceled",
    text: [
      "As you asked, your order has been canceled. Nothing will be delivered and nothing is owed.",
      "We hope to see you again soon.",
    ],
  },
  return_requested: {
    subject: "return request received",
    heading: "We have received your return request",
    text: [
      "Thank you for letting us know. We will contact you to arrange the pickup.",
      "Your refund is made once the items reach us.",
    ],
  },
  returned: {
    subject: "has been returned and refunded",
    heading: "Your return is complete",
    text: [
      "The items have reached us and your order is marked returned.",
      "Your refund has been made. Thank you for shopping with us.",
    ],
  },
};

/** A status e-mail: what happened, and the order page's (signed) link. */
export function orderStatusMail(to: string, orderId: number, kind: OrderMailKind, url: string) {
  const m = STATUS_MAILS[kind];
  return compose(to, `Your ${BRAND.name} order #${orderId} ${m.subject}`, {
    heading: m.heading,
    paragraphs: [`Order #${orderId}.`, ...m.text],
    action: { label: "View my order", url },
  });
}

/** The answer to "track my order": its page's link, sent only to the order's own address. */
export const orderTrackingMail = (to: string, orderId: number, url: string) =>
  compose(to, `Track your ${BRAND.name} order #${orderId}`, {
    heading: `Order #${orderId}`,
    paragraphs: [
      "You asked for a link to follow your order. It opens the order's page, with its status and every step so far.",
      "If you did not ask for it, you can ignore this e-mail.",
    ],
    action: { label: "Track my order", url },
  });
