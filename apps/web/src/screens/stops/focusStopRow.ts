import { returnFocus } from '../../components/return-focus';

/** About a second of frames: the list shows again on the next render, a dialog closes in a few hundred ms. */
const FRAMES_TO_WAIT = 60;

const rowOf = (stopId: number): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-testid="stop-row"][data-stop-id="${stopId}"]`);

/** Shown: the list under a closed editor is hidden until the next render, and a hidden row takes no focus. */
const isShown = (el: HTMLElement): boolean => el.getClientRects().length > 0;

/**
 * After the stop editor closes, the keyboard goes on from the stop's row in the list (or, when the
 * stop was just deleted, the first row), not from the top of the page: its Close or Delete button
 * is gone, and with it the place the focus was.
 */
export function focusStopRow(stopId: number, framesLeft = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const row = rowOf(stopId) ?? document.querySelector<HTMLElement>('[data-testid="stop-row"]');
    if (row && !isShown(row) && framesLeft > 0) {
      focusStopRow(stopId, framesLeft - 1);
      return;
    }
    returnFocus(row);
  });
}
