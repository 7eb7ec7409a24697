import { Messages } from '@rp/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { AppProviders } from '../../AppRoot';
import { fakeApi } from '../../components/testing/render';
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
  // Before the code: Sign in can't be tapped (it would reload the page and drop the fields).
  expect(signIn.disabled).toBe(true);
  field(container, 'email').value = 'anna.driver@example.com';
  field(container, 'password').value = 'typed-early';

  await act(async () => {
    root = hydrateRoot(
      container,
      form(() => {}),
    );
  });
  expect(signIn.disabled).toBe(false);
  fireEvent.click(signIn);
  await screen.findByText('Error code 401');
  expect(api.calls.map((c) => c.body)).toEqual([
    { email: 'anna.driver@example.com', password: 'typed-early' },
  ]);
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
