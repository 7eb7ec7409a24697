import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_KEY } from '../auth/session';
import {
  clearSignedInMark,
  isMarkedSignedIn,
  SIGNED_IN_ATTRIBUTE,
  signedInGuardScript,
} from './signed-in-guard';

/** Runs the guard's script as the page's head does. */
const runGuard = () => new Function(signedInGuardScript)();

describe('the signed-in guard of a page rendered at build time', () => {
  afterEach(() => {
    localStorage.clear();
    clearSignedInMark();
  });

  it('marks the page when a session is kept, so its sign-in markup is hidden and replaced', () => {
    localStorage.setItem(SESSION_TOKEN_KEY, 'a-token');
    runGuard();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(true);
    expect(isMarkedSignedIn()).toBe(true);
    clearSignedInMark();
    expect(isMarkedSignedIn()).toBe(false);
  });

  it('leaves the page of a visitor without a session as it is, to be hydrated', () => {
    runGuard();
    expect(isMarkedSignedIn()).toBe(false);
  });
});
