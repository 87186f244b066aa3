/** English: the shopper's order pages. So far /track (docs/product.md#orders). */

export default {
  track: {
    title: "Track Your Order",
    eyebrow: "Without an account",
    lede: "Give us your order number and the e-mail you ordered with, and we will send the link to your order page there.",
    /** The same words as TRACK_ANSWER in packages/shared/src/orders.ts. */
    answer:
      "If that order number and e-mail match an order, we have sent its link to that address.",
    another: "Track another order",
    number: "Order number",
    numberHint: "The number of your order, e.g. 1024",
    email: "Email",
    sending: "Sending...",
    send: "Send My Order Link",
    failed: "Could not send the link",
    allIn: "Your orders are all in",
    myAccount: "My Account",
    haveAccount: "Have an account?",
    logIn: "Log in",
    toSeeAll: "to see all your orders.",
  },
};
