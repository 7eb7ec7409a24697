import { Messages } from '@rp/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { AppProviders } from '../../AppRoot';
import { fakeApi } from '../../components/testing/render';
import { APP_LIVE_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE, earlySubmitScript } from '../../prerender/early-submit';
import { DriverLogin } from './DriverLogin';

/* The sign-in form comes in /driver's HTML (rendered at build time); these tests hydrate such HTML. */

const form = (onLoggedIn: () => void) => (
  <AppProviders queryClient={new QueryClient()}>
    <DriverLogin onLoggedIn={onLoggedIn} />
  </AppProviders>
);

let root: Root | undefined;
let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.documentElement.removeAttribute(APP_LIVE_ATTRIBUTE);
  document.documentElement.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  api?.restore();
  document.body.replaceChildren();
});

/** The form's HTML as the build renders it, in the page. */
function pageWithRenderedForm(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form(() => {}));
  document.body.append(container);
  return container;
}

const field = (container: HTMLElement, type: string) =>
  container.querySelector(`input[type="${type}"]`) as HTMLInputElement;

it('keeps what was typed before the code hydrated the form: Sign in sends it', async () => {
  api = fakeApi(() => ({ status: 401, body: { success: false } }));
  const container = pageWithRenderedForm();
  const signIn = container.querySelector('button[type="submit"]') as HTMLButtonElement;
  field(container, 'email').value = 'anna.driver@example.com';
  field(container, 'password').value = 'typed-early';

  await act(async () => {
    root = hydrateRoot(
      container,
      form(() => {}),
    );
  });
  fireEvent.click(signIn);
  await screen.findByText('Error code 401');
  expect(api.calls.map((c) => c.body)).toEqual([
    { email: 'anna.driver@example.com', password: 'typed-early' },
  ]);
});

it('takes a tap on Sign in made before the code ran, and signs in once with what was typed when it has', async () => {
  api = fakeApi(() => ({ status: 401, body: { success: false } }));
  const container = pageWithRenderedForm();
  new Function(earlySubmitScript)(); // the page's head script, run before the body
  field(container, 'email').value = 'anna.driver@example.com';
  field(container, 'password').value = 'tapped-early';
  const early = new Event('submit', { bubbles: true, cancelable: true });
  container.querySelector('form')?.dispatchEvent(early);
  // The page stays (no bare HTML submit) and shows the tap as taken.
  expect(early.defaultPrevented).toBe(true);
  expect(document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);

  await act(async () => {
    root = hydrateRoot(
      container,
      form(() => {}),
    );
  });
  await screen.findByText('Error code 401');
  expect(api.calls.map((c) => c.body)).toEqual([
    { email: 'anna.driver@example.com', password: 'tapped-early' },
  ]);
  expect(document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  // From now on the app takes the submits itself.
  const later = new Event('submit', { bubbles: true, cancelable: true });
  document.body.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});

it('hydrates an untouched form as it is: empty fields ask for the e-mail first', async () => {
  api = fakeApi(() => ({}));
  const container = pageWithRenderedForm();
  await act(async () => {
    root = hydrateRoot(
      container,
      form(() => {}),
    );
  });
  fireEvent.click(container.querySelector('button[type="submit"]') as HTMLButtonElement);
  await screen.findByText(Messages.emailRequired);
  expect(api.calls).toEqual([]);
});
