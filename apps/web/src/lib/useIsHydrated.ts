import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in a page the build renders to HTML and while the browser hydrates it, true from then on
 * (and from the first render of a page rendered in the browser): for what depends on the visitor's
 * browser, which the rendered HTML can't know.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
