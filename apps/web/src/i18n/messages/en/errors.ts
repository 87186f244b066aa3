/*
 * English: the API errors only a form meets (pages that send one list "errors" in app/router.tsx).
 * Plain strings, not `as const` (../../README.md).
 */

export default {
  errors: {
    BAD_REQUEST: "Please check the details and try again.",
    UNAUTHORIZED: "Please log in to continue.",
    INVALID_CREDENTIALS: "Invalid email or password.",
    FORBIDDEN: "You do not have access to this.",
    EMAIL_VERIFICATION_REQUIRED:
      "Please verify your e-mail first. A verification link has been sent.",
    TOO_MANY_OPEN_ORDERS: "You already have orders waiting for confirmation.",
    COD_NOT_AVAILABLE: "Cash on delivery is not available for this order: please pay by Instapay.",
    PAYLOAD_TOO_LARGE: "That file is too large.",
    SET_PER_COLOR: "This piece is sold in colours: set its stock and photographs per colour.",
    SALE_ABOVE_ORIGINAL: "The sale price cannot be above the original price.",
    TEXT_DIRECTION_CONTROL:
      "A field holds hidden characters that change the direction of the text. Please type it again.",
    /* A discount code that does not apply (issue 31); the checkout names the minimum's amount. */
    DISCOUNT_UNKNOWN: "This code is not one of ours. Please check its spelling.",
    DISCOUNT_INACTIVE: "This code is no longer active.",
    DISCOUNT_NOT_STARTED: "This code is not valid yet.",
    DISCOUNT_EXPIRED: "This code has expired.",
    DISCOUNT_USED_UP: "This code has been used as many times as it allows.",
    DISCOUNT_MIN_SUBTOTAL: "This code needs a higher subtotal.",
    DISCOUNT_NOT_APPLICABLE: "This code does not apply to the pieces in your bag.",
    DISCOUNT_ALREADY_USED: "You have already used this code.",
    DISCOUNT_FIRST_ORDER_ONLY: "This code is for a first order only.",
    DISCOUNT_CODE_TAKEN: "A discount code with this name already exists.",
    DISCOUNT_IN_USE: "This code has been used by orders: it can be deactivated, not deleted.",
  },
};
