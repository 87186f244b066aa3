// The auth feature's public face for other features (eslint.config.js forbids reaching past it).
export { LOGIN_REDIRECT, getSession, useSession } from "./session";
