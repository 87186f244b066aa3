/** English: the shopper's order pages: My Account's orders, /track (docs/product.md#orders). */
import type { Plural } from "../../index";

export default {
  account: {
    title: "My Account",
    eyebrow: "The Maison Circle",
    signedInAs: "Signed in as",
    changePassword: "Change Password",
    leave: "Leave",
    leaveText: "Sign out of this device. Your cart stays with your account.",
    signOut: "Sign Out",
    currentPassword: "Current password",
    saving: "Saving...",
    changed: "Password changed",
    notChanged: "Password not changed",
    changeFailed: "Failed to change password. Please try again.",
  },
  myOrders: {
    title: "My Orders",
    order: "Order",
    items: { one: "{count} item", other: "{count} items" } as Plural,
    someOf: "{shown} of {total}",
    inAll: "{total} in all",
    loading: "Loading orders",
    loadError: "We could not load your orders.",
    tryAgain: "Try again",
    none: "You have not placed an order yet. When you do, it will wait for you here.",
    explore: "Explore the Collection",
    loadingMore: "Loading...",
    loadMore: "Load more",
  },
  /** An order's status by its key (packages/shared ORDER_STATUSES), as statusLabel writes it. */
  status: {
    pending: "Pending",
    processing: "Processing",
    shipped: "Shipped",
    delivered: "Delivered",
    canceled: "Canceled",
    returned: "Returned",
    refused: "Refused",
  },
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
