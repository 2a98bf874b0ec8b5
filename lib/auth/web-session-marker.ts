// What the web client stores under spec §9's "token" key: a non-secret marker saying "this tab
// is signed in through the HttpOnly cookie". The real session token never reaches page scripts.
export const WEB_SESSION_MARKER = "web-session";

/** The web client asks the sign-in calls for a cookie session with this header. */
export const SESSION_MODE_HEADER = "x-session-mode";
export const COOKIE_SESSION_MODE = "cookie";
