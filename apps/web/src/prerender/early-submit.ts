/**
 * A form of a page rendered at build time is on the screen before the app's code has run. A tap on
 * its submit button then (or Enter in a field) would send the bare HTML form and reload the page,
 * losing what was typed; a disabled button would refuse the tap. Instead the page's head script
 * takes the submit: it keeps the page, marks it, and the form sends itself once the code has
 * hydrated it. (Google's JSAction and React's replay of events during hydration keep early events
 * the same way.)
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** Set once the app's code handles the page's forms: from then on the head script lets submits be. */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

/** The head script's part for early submits (a classic script, run before the body is parsed). */
export const earlySubmitScript = `document.addEventListener("submit",function(e){var d=document.documentElement;if(!d.hasAttribute(${JSON.stringify(APP_LIVE_ATTRIBUTE)})){e.preventDefault();d.setAttribute(${JSON.stringify(EARLY_SUBMIT_ATTRIBUTE)},"")}},true);\n`;

/** A submit taken early shows as pending, and a second tap is not taken. */
export const earlySubmitStyle = `<style>html[${EARLY_SUBMIT_ATTRIBUTE}] #root button[type=submit]{opacity:.6;pointer-events:none}</style>`;

/**
 * Called by a hydrated form: from now on the app handles submits. True when the visitor submitted
 * before, and the form should now send what is in its fields.
 */
export function claimEarlySubmit(): boolean {
  markAppLive();
  const html = document.documentElement;
  const submitted = html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
  html.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  return submitted;
}

/** From now on the app handles the page's forms (a page rendered here, not hydrated, has no early submit). */
export function markAppLive(): void {
  document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
}
