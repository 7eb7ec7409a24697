const KEY = 'email_verified_signal';

/**
 * Tells the app's other tabs that the address was just verified: the link usually opens in a new
 * tab while the planner waits in another, whose cached session check still says unverified.
 */
export function announceEmailVerified(): void {
  localStorage.setItem(KEY, String(Date.now()));
}

/** Calls back when another tab announces a verified address; answers the unsubscribe. */
export function onEmailVerifiedElsewhere(listener: () => void): () => void {
  const handler = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
