import { earlySubmitScript, earlySubmitStyle } from './early-submit';
import { signedInGuardScript, signedInGuardStyle } from './signed-in-guard';

/**
 * The script first in the head of a page rendered at build time (a file of its own: the CSP allows
 * no inline script), and its style: it hides the rendered markup from someone signed in, and keeps
 * a form's submit made before the app's code has run.
 */
export const prerenderedHeadScript = signedInGuardScript + earlySubmitScript;
export const prerenderedHeadStyle = signedInGuardStyle + earlySubmitStyle;
