import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { PoliteAnnouncement } from './PoliteAnnouncement';

type TAnnounce = (text: string) => void;

const AnnounceContext = createContext<TAnnounce | null>(null);

/** Outside the planner (a screen rendered alone) there is nobody to tell: announcing does nothing. */
const announceNowhere: TAnnounce = () => {};

/**
 * The planner's one polite live region: every screen announces its live changes through it
 * (useAnnounce), so a screen reader hears them in order from one place, never from two regions
 * talking over each other.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback<TAnnounce>((text) => {
    if (text) setSaid((s) => ({ text, count: s.count + 1 }));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <PoliteAnnouncement message={repeatable(said.text, said.count)} />
    </AnnounceContext.Provider>
  );
}

/**
 * A region whose text does not change is not read again: the same news twice in a row ('Stop
 * added: Bakery' for two stops of that name) differs by an invisible no-break space.
 */
export const repeatable = (text: string, count: number): string => (count % 2 === 0 ? text : `${text}\u00a0`);

/** Says a short text in the planner's polite live region. */
export function useAnnounce(): TAnnounce {
  return useContext(AnnounceContext) ?? announceNowhere;
}
