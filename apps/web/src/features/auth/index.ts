// The auth feature's public face for other features (eslint/boundaries.js forbids reaching past
// it).
export { LOGIN_REDIRECT, clearSession, setSession, useSession } from "./session";
export { useLoginRedirect } from "./login-redirect";
