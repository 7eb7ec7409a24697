import { Messages, ServerMessages, type TTeamMember } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../components/testing/render';
import { confirmDeleteMember, TeamMembersPanel } from './TeamMembersPanel';

const member = (id: number, email: string, role: number, me = false): TTeamMember => ({
  id,
  user_id: id,
  email,
  name: email.split('@')[0],
  role,
  plan_id: -1,
  is_current_user: me,
  is_current_driver: me,
  invitation_status: 'active',
  invited_at: null,
});

let team: TTeamMember[];
let api: ReturnType<typeof fakeApi>;
let saveAnswer: unknown;

beforeEach(() => {
  team = [member(1, 'me@example.com', 3, true), member(2, 'driver@example.com', 1)];
  saveAnswer = { success: true, data: { err: 0, message: '', member: member(3, 'new@example.com', 1) } };
  api = fakeApi((call) => {
    if (call.url === '/api/team/') return { success: true, data: { team } };
    if (call.url === '/api/teammember_delete/') {
      const id = (call.body as { user_id: number }).user_id;
      team = team.filter((m) => m.user_id !== id);
      return { success: true, data: { err: 0, message: '', user_id: id } };
    }
    if (call.url === '/api/save_teammember/') return saveAnswer;
    return { status: 404, body: { message: 'no' } };
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('TeamMembersPanel', () => {
  it('lists members with roles and subscription; the current user has no delete action', async () => {
    renderScreen(<TeamMembersPanel showSubscription />);
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Dispatcher, Driver')).toBeTruthy();
    expect(within(rows[0]).getByText('Trial')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button', { name: /Delete member/ })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Delete member driver@example.com' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Subscription' })).toBeTruthy();
  });

  it('deletes a member only after confirmation', async () => {
    renderScreen(<TeamMembersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete member driver@example.com' }));
    await screen.findByText(confirmDeleteMember('driver@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(confirmDeleteMember('driver@example.com'))).toBeNull());
    expect(api.calls.some((c) => c.url === '/api/teammember_delete/')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete member driver@example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('driver@example.com')).toBeNull());
    expect(api.calls.find((c) => c.url === '/api/teammember_delete/')?.body).toEqual({ user_id: 2 });
  });

  it("shows the server's message in an 'Error' dialog when err is below 0", async () => {
    const message = ServerMessages.memberEmailTaken;
    saveAnswer = { status: 409, body: { success: false, err: -2, message, data: { err: -2, message } } };
    renderScreen(<TeamMembersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add members' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(message);
    expect(screen.getByRole('heading', { name: Messages.errorTitle })).toBeTruthy();
    const sent = api.calls.find((c) => c.url === '/api/save_teammember/');
    expect(sent?.body).toMatchObject({ email: 'taken@example.com', role: 1 });
  });
});
