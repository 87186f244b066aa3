/** English: the contact page. Plain strings, not `as const` (../../README.md). */

export default {
  contact: {
    eyebrow: "At your service",
    title: "Contact Us",
    intro:
      "For sizing advice, an order already on its way, or a return, write or call. We are glad to help.",
    call: "Call us",
    write: "Write to us",
    orderNumber: "Include your order number and we will find it at once.",
  },
};
