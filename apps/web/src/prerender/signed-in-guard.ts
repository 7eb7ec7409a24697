import { SESSION_TOKEN_KEY } from '../auth/session';

/**
 * A page rendered at build time shows what a visitor without a session sees (the driver's sign-in
 * form). For someone signed in, a tiny script in the head marks the page before it is painted, a
 * style hides the rendered markup, and the app renders the right screen in its place: never a flash
 * of the sign-in form to a driver already in.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The head script's part for the guard (see head-script.ts). */
export const signedInGuardScript = `try{localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")}catch(e){}\n`;

/** Hides the rendered markup while the page is marked. */
export const signedInGuardStyle = `<style>html[${SIGNED_IN_ATTRIBUTE}] #root{visibility:hidden}</style>`;

/** True when the guard marked the page: its markup is not this visitor's, so it is replaced, not hydrated. */
export function isMarkedSignedIn(): boolean {
  return document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);
}

/** Clears the mark once the rendered markup is gone. */
export function clearSignedInMark(): void {
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}
