import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AppStoreButtons, INSTALL_DRIVER_APP_TEXT } from './AppStoreButtons';

afterEach(cleanup);

it('leads both store buttons to the driver web app until native apps are published', () => {
  render(<AppStoreButtons />);
  const play = screen.getByRole('link', { name: 'GET IT ON Google Play' });
  const apple = screen.getByRole('link', { name: 'Download on the App Store' });
  expect(play.getAttribute('href')).toBe('/driver?install=android');
  expect(apple.getAttribute('href')).toBe('/driver?install=ios');
  expect(play.getAttribute('target')).toBeNull();
  expect(screen.getByText(INSTALL_DRIVER_APP_TEXT)).toBeTruthy();
});
