import { Messages } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { ContactScreen } from './ContactScreen';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi(() => ({ success: true }));
});
afterEach(() => {
  cleanup();
  api.restore();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('Contact', () => {
  it('applies the rules of spec section 5', async () => {
    renderScreen(<ContactScreen />, { path: '/contact' });
    send();
    await screen.findByText(Messages.contactEmailRequired);
    type('Email', 'nope');
    send();
    await screen.findByText(Messages.contactEmailInvalid);
    type('Email', 'ann@example.com');
    type('Message', 'hi');
    send();
    await screen.findByText(Messages.contactEmailAndMessageRequired);
    expect(api.calls).toHaveLength(0);
  });

  it('puts the subject in front of the message, thanks, and goes to the home page', async () => {
    const { router } = renderScreen(<ContactScreen />, { path: '/contact', routes: [marker('/')] });
    type('Email', 'ann@example.com');
    type('Subject', 'Pricing');
    type('Message', 'How much for 12 drivers?');
    send();
    await screen.findByText(Messages.contactSent);
    expect(screen.getByRole('heading', { name: Messages.contactSentTitle })).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      url: '/api/contact/',
      body: { email: 'ann@example.com', message: 'Subject: Pricing\nHow much for 12 drivers?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
