import { Messages, type TSaveTeamMember, type TTeamMember } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/testing/render';
import { MemberDialog } from './MemberDialog';

afterEach(cleanup);

function open(member: TTeamMember | null = null) {
  const saved: TSaveTeamMember[] = [];
  let closed = 0;
  renderScreen(
    <MemberDialog
      member={member}
      onClose={() => closed++}
      onSave={async (m) => {
        saved.push(m);
        return true;
      }}
    />,
  );
  return { saved, closed: () => closed };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const emailField = () => screen.getByLabelText('E-mail') as HTMLInputElement;

describe('MemberDialog', () => {
  it('needs an e-mail: Required., Max 128 characters, Invalid e-mail.', async () => {
    const { saved } = open();
    save();
    await screen.findByText(Messages.memberEmailRequired);
    fireEvent.change(emailField(), { target: { value: `${'a'.repeat(120)}@example.com` } });
    save();
    await screen.findByText(Messages.memberEmailTooLong);
    fireEvent.change(emailField(), { target: { value: 'not-an-email' } });
    save();
    await screen.findByText(Messages.memberEmailInvalid);
    expect(saved).toEqual([]);
  });

  it('starts a new member as Driver and needs at least one role', async () => {
    const { saved, closed } = open();
    const driver = screen.getByRole('checkbox', { name: 'Driver' }) as HTMLInputElement;
    const dispatcher = screen.getByRole('checkbox', { name: 'Dispatcher' }) as HTMLInputElement;
    expect(driver.checked).toBe(true);
    expect(dispatcher.checked).toBe(false);
    fireEvent.change(emailField(), { target: { value: 'kim@example.com' } });
    fireEvent.click(driver);
    save();
    await screen.findByText(Messages.memberRoleRequired);
    expect(saved).toEqual([]);
    fireEvent.click(dispatcher);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Kim ' } });
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ email: 'kim@example.com', name: 'Kim', role: 2 });
    expect(saved[0].user_id ?? undefined).toBeUndefined();
    await waitFor(() => expect(closed()).toBe(1));
  });

  it('does not let the e-mail be edited and sends the member id', async () => {
    const member: TTeamMember = {
      id: 7,
      user_id: 7,
      email: 'ann@example.com',
      name: 'Ann',
      role: 3,
      plan_id: -1,
      is_current_user: false,
      is_current_driver: false,
      invitation_status: 'active',
      invited_at: null,
    };
    const { saved } = open(member);
    expect(screen.getByRole('heading', { name: 'Edit member info' })).toBeTruthy();
    expect(emailField().disabled).toBe(true);
    expect(emailField().value).toBe('ann@example.com');
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ user_id: 7, email: 'ann@example.com', name: 'Ann', role: 3 });
  });
});
