/**
 * A guest reads and acts on an order through the signed link of its e-mails: the token travels in
 * this header (the page takes it from `?token=` of the link). A module of its own, so the API
 * client that every page loads names it without pulling in the order schemas (the JS budget).
 */
export const ORDER_TOKEN_HEADER = "x-order-token";
