import { BRAND } from "@atelier/shared/brand";
import { formatEGP } from "@atelier/shared/money";

/*
 * Every word of the shopper's e-mails in English (issue 16). ar.ts has the same shape
 * (MailMessages), so a sentence added here and not there is a type error. The admin's mail (the
 * low-stock digest) stays in templates.ts: the admin is in English (docs/product.md#languages).
 */

/** What an Instapay shopper is asked to do: the address, the exact amount, the order as note. */
const instapayInstructions = (orderId: number, amount: string) =>
  `Please send ${amount} by Instapay to ${BRAND.instapay.address} with "Order ${orderId}" as the transfer note, then enter the transfer's reference on your order's page. We ship once we have confirmed it.`;

export const en = {
  lang: "en",
  dir: "ltr",
  /** Prices with Latin digits: "1,250.00 EGP". */
  money: (egp: number): string => formatEGP(egp),
  /** A value that must read left to right (an address, a phone number) inside the text. */
  ltr: (value: string): string => value,
  address: {
    floor: (floor: string) => `Floor ${floor}`,
    apartment: (apartment: string) => `Apt ${apartment}`,
    separator: ", ",
  },
  rows: {
    line: (title: string, size: string, quantity: number) => `${title} (${size}) x${quantity}`,
    subtotal: "Subtotal",
    discount: (code: string) => `Discount (${code})`,
    shipping: "Shipping",
    total: "Total",
    deliverTo: "Deliver to",
  },
  viewOrder: "View my order",
  passwordReset: {
    subject: `Reset your ${BRAND.name} password`,
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your account.",
      "The link below works once, for one hour. If you did not ask for it, you can ignore this e-mail.",
    ],
    action: "Choose a new password",
  },
  guestVerification: {
    subject: `Confirm your ${BRAND.name} order`,
    heading: "Confirm your e-mail to place your order",
    paragraphs: [
      "Thank you for shopping with us. To protect you, we confirm a guest's e-mail address once before the first order is placed.",
      "Open the link below within 24 hours and your order will be placed at once.",
    ],
    action: "Confirm my order",
  },
  confirmation: {
    subject: (orderId: number) => `Your ${BRAND.name} order #${orderId}`,
    heading: (orderId: number) => `Order #${orderId} received`,
    cod: [
      "Thank you. Your order has been received and will be delivered within 3-5 business days. You will pay cash on delivery.",
      "We will write again when it ships. You can follow it, or cancel it within 24 hours, on its page.",
    ],
    instapay: (orderId: number, amount: string) => [
      "Thank you. Your order has been received and will be delivered within 3-5 business days of your payment's confirmation.",
      instapayInstructions(orderId, amount),
    ],
  },
  payment: {
    confirm: {
      subject: (orderId: number) => `Your ${BRAND.name} order #${orderId}: payment confirmed`,
      heading: "We have received your payment",
      paragraphs: (orderId: number, amount: string) => [
        `Order #${orderId}. Your Instapay transfer of ${amount} is confirmed: nothing is owed on delivery.`,
        "Our atelier is preparing your order, and we will write again when it ships.",
      ],
    },
    online: {
      subject: (orderId: number) => `Your ${BRAND.name} order #${orderId}: payment received`,
      heading: "We have received your payment",
      paragraphs: (orderId: number, amount: string) => [
        `Order #${orderId}. Your payment of ${amount} by card or mobile wallet went through: nothing is owed on delivery.`,
        "Our atelier is preparing your order, and we will write again when it ships.",
      ],
    },
    reject: {
      subject: (orderId: number) => `Your ${BRAND.name} order #${orderId}: payment not found`,
      heading: "We could not confirm your payment",
      paragraphs: (orderId: number, amount: string) => [
        `Order #${orderId}. We could not find an Instapay transfer of ${amount} matching the reference you sent.`,
        `${instapayInstructions(orderId, amount)} If you have already paid, simply reply to this e-mail with the receipt.`,
      ],
    },
  },
  status: {
    subject: (orderId: number, what: string) => `Your ${BRAND.name} order #${orderId} ${what}`,
    orderNumber: (orderId: number) => `Order #${orderId}.`,
    /** The shipped mail of an order paid by Instapay asks for no cash at the door. */
    prepaidShipped: "It is paid by Instapay: nothing is owed on delivery.",
    /** …and of an order paid by card or mobile wallet through Paymob (issue 32). */
    prepaidShippedOnline: "It is paid by card or mobile wallet: nothing is owed on delivery.",
    kinds: {
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
          "We are sorry: we had to cancel your order. Nothing will be delivered.",
          "If you have questions, simply reply to this e-mail or call us.",
        ],
      },
      canceled_by_shopper: {
        subject: "has been canceled",
        heading: "Your order has been canceled",
        text: [
          "As you asked, your order has been canceled. Nothing will be delivered.",
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
        subject: "has been returned",
        heading: "Your return is complete",
        text: [
          "The items have reached us and your order is marked returned.",
          "Thank you for shopping with us.",
        ],
      },
      /** Back with us without ever being delivered: no cash changed hands at the door. */
      returned_undelivered: {
        subject: "has come back to us",
        heading: "Your order has come back to us",
        text: [
          "Your order came back to our atelier without being delivered, and it is now closed.",
          "If you would still like these pieces, you are welcome to order them again.",
        ],
      },
    },
    /**
     * What a canceled or returned order's mail says of money (docs/product.md#status-e-mails):
     * a refund only when the shopper has paid, by a confirmed transfer or in cash at the door.
     */
    money: {
      paid: "We will refund what you paid within 7 business days, the way you paid it, as our policies describe.",
      paidOnline:
        "We will refund what you paid within 7 business days, to the card or wallet you paid with, as our policies describe.",
      unpaid: "Nothing was paid, so nothing is owed and there is nothing to refund.",
      transferUnconfirmed:
        "If you have already sent the Instapay transfer, simply reply to this e-mail with its receipt and we will return it to you.",
    },
  },
  /**
   * A size she asked about is back (docs/product.md#back-in-stock); `piece` is the title, with
   * its colour when it has one: "Linen Shirt — Sand".
   */
  backInStock: {
    subject: (piece: string, size: string) => `Back in stock: ${piece}, size ${size}`,
    heading: "Your size is back",
    paragraphs: (piece: string, size: string) => [
      `${piece} is back in stock in size ${size}. You asked us to tell you, so you are among the first to know.`,
      "Pieces come back in small numbers and we cannot hold one for you, so it may not stay long.",
    ],
    action: (size: string) => `See it in size ${size}`,
    why: "We send this e-mail once, because you asked to hear when this size was back. You are no longer on its waiting list.",
    unsubscribe: "Stop all back-in-stock e-mails",
  },
  tracking: {
    subject: (orderId: number) => `Track your ${BRAND.name} order #${orderId}`,
    heading: (orderId: number) => `Order #${orderId}`,
    paragraphs: [
      "You asked for a link to follow your order. It opens the order's page, with its status and every step so far.",
      "If you did not ask for it, you can ignore this e-mail.",
    ],
    action: "Track my order",
  },
  /** Issue 30: the courier and tracking number, in the shipped mail or a mail of their own. */
  parcel: {
    line: (courier: string, number: string) =>
      `It travels with ${courier}, tracking number ${number}.`,
    courier: "Courier",
    number: "Tracking number",
    link: "Track your parcel",
    subject: (orderId: number) => `Your ${BRAND.name} order #${orderId}: tracking number`,
    heading: "Your parcel's tracking number",
    text: "You can follow your parcel on the courier's page, or on your order's page.",
  },
};

export type MailMessages = typeof en;
