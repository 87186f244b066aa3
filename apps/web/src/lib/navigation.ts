/**
 * Lets code outside React (the API client, session) navigate with the router, so a 401 keeps the
 * single-page app (and the in-memory guest cart) alive. The router registers itself at start-up;
 * before that, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate) {
  navigator = next;
}

export function navigate(to: string, options?: { replace?: boolean }) {
  navigator(to, options);
}
