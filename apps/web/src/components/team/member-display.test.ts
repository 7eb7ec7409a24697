import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { invitationText } from './member-display';

describe('invitationText', () => {
  it('says a pending invitation with when it was sent, and an accepted one as Active', () => {
    const sent = '2026-11-25T14:05:00.000Z';
    expect(invitationText({ invitation_status: 'invited', invited_at: sent })).toBe(
      `Invitation pending (sent ${formatDateTime(sent)})`,
    );
    expect(invitationText({ invitation_status: 'invited', invited_at: null })).toBe('Invitation pending');
    expect(invitationText({ invitation_status: 'active', invited_at: sent })).toBe('Active');
  });
});
