import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { COOKIE_BANNER_Z_INDEX, COOKIE_CONSENT_KEY, CookieBanner } from './CookieBanner';
import { renderScreen } from './testing/render';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

it('asks until cookies are accepted, links the privacy policy, and remembers the choice', () => {
  renderScreen(<CookieBanner />);
  const banner = screen.getByRole('region', { name: 'Cookie consent' });
  expect(getComputedStyle(banner).zIndex).toBe(String(COOKIE_BANNER_Z_INDEX));
  expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
  cleanup();
  renderScreen(<CookieBanner />);
  expect(screen.queryByRole('button', { name: 'Accept cookies' })).toBeNull();
});
