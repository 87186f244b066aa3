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
  },
};
