/** About a second of frames: longer than any dialog's closing fade. */
const FRAMES_TO_WAIT = 60;

/**
 * Puts the keyboard focus back on the control an action started from when the page dropped it
 * (a button disabled while busy loses the focus, and the dialog after it then has nothing to give
 * it back to), so a keyboard user goes on from where they were. Waits for a closing dialog to go,
 * and never takes the focus from where it is now (another dialog, another control).
 */
export function returnFocus(control: HTMLElement | null, framesLeft = FRAMES_TO_WAIT): void {
  if (!control?.isConnected) return;
  if (framesLeft > 0 && document.querySelector('[role="dialog"]')) {
    requestAnimationFrame(() => returnFocus(control, framesLeft - 1));
    return;
  }
  const active = document.activeElement;
  if (active === null || active === document.body) control.focus();
}
