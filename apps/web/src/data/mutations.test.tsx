import type { TTeamMember } from '@rp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, logInDemoDispatcher } from '../components/testing/render';
import { anAdminTeam, aTeamPreferences } from '../components/testing/team-fixtures';
import { trialSubscription } from '../screens/subscription/subscription-fixtures';
import { useSaveTeamActiveTo } from './admin';
import { useSavePreferences, useSaveTeamPreferences } from './preferences';
import { queryKeys } from './query-keys';
import { useLogin, useVerifyEmail } from './session';
import { useContinueOnFree } from './subscription';
import { useDeleteTeamMember, useSaveTeamMember } from './team';

const member: TTeamMember = {
  id: 3,
  user_id: 3,
  email: 'new@example.com',
  name: '',
  role: 1,
  plan_id: -1,
  is_current_user: false,
  is_current_driver: false,
  invitation_status: 'active',
  invited_at: null,
};

const adminTeam = anAdminTeam();

const authAnswer = {
  success: true,
  email: 'demo@example.com',
  team: 'Demo',
  token: 'tok2',
  role: 3,
  is_admin: false,
  email_verified: true,
  user_data: { countryCode: 'US', distanceUnit: 1, latitude: 0, longitude: 0 },
};

const preferences = {
  name: 'Dana Demo',
  email: 'demo@example.com',
  start_address: '',
  lat: null,
  lng: null,
  distanceUnit: 1,
};

const teamPreferences = aTeamPreferences({ distanceUnit: 0 });

/** What each call of these tests answers (every answer is checked against its contract). */
const answers: Record<string, unknown> = {
  '/api/a/login/': authAnswer,
  '/api/verify-email/': authAnswer,
  '/api/save_teammember/': { success: true, data: { err: 0, message: '', member } },
  '/api/teammember_delete/': { success: true, data: { err: 0, message: '', user_id: 3 } },
  '/api/save_preferences/': { success: true, data: { preferences } },
  '/api/save-team2/': { success: true, team: adminTeam, billing: 'test' },
  '/api/subscription/free/': { success: true, data: { subscription: trialSubscription } },
  '/api/save_teampreferences/': { success: true, data: teamPreferences },
};

let api: ReturnType<typeof fakeApi>;
let queryClient: QueryClient;
let invalidated: unknown[][];

beforeEach(() => {
  logInDemoDispatcher();
  api = fakeApi((call) => answers[call.url] ?? { status: 404, body: { message: `no ${call.url}` } });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  invalidated = [];
  invalidate.mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});
afterEach(() => api.restore());

/** Runs a mutation hook inside this test's query client. */
function hookOf<T>(useHook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(useHook, { wrapper }).result.current;
}

describe('the mutation hooks ask again for what they changed', () => {
  it('log-in and the verification link: the session checks', async () => {
    await hookOf(useLogin).mutateAsync({ email: 'demo@example.com', password: 'pw' });
    expect(invalidated).toEqual([queryKeys.session.all()]);
    await hookOf(useVerifyEmail).mutateAsync({ token: 'tok-of-link', password: 'long-enough-pw' });
    expect(invalidated).toEqual([queryKeys.session.all(), queryKeys.session.all()]);
  });

  it('saving or deleting a member: the team members', async () => {
    await hookOf(useSaveTeamMember).mutateAsync({ email: 'new@example.com', name: '', role: 1 });
    await hookOf(useDeleteTeamMember).mutateAsync(3);
    expect(invalidated).toEqual([queryKeys.team.members(), queryKeys.team.members()]);
  });

  it("saving one's profile: the preferences and the session checks (which carry the name)", async () => {
    await hookOf(useSavePreferences).mutateAsync({ name: 'Dana Demo' });
    expect(invalidated).toEqual([queryKeys.preferences.user(), queryKeys.session.all()]);
  });

  it("an admin's active-to date: every page of the teams", async () => {
    await hookOf(useSaveTeamActiveTo).mutateAsync({ team_id: 7, to_date: null });
    expect(invalidated).toEqual([queryKeys.admin.teams()]);
  });

  it('continue on Free: the subscription is kept from the answer, then it and the session checks are asked again', async () => {
    await hookOf(useContinueOnFree).mutateAsync();
    expect(queryClient.getQueryData(queryKeys.subscription())).toEqual(trialSubscription);
    expect(invalidated).toEqual(expect.arrayContaining([queryKeys.session.all(), queryKeys.subscription()]));
    expect(invalidated).toHaveLength(2);
  });

  it('saving the team preferences: the team preferences', async () => {
    await hookOf(useSaveTeamPreferences).mutateAsync({ distanceUnit: 0 });
    expect(invalidated).toEqual([queryKeys.preferences.team()]);
  });

  it('a refused save asks nothing again', async () => {
    await expect(
      hookOf(useSaveTeamMember).mutateAsync({ email: 'x@example.com', name: '', role: 1 }),
    ).resolves.toBeTruthy();
    const saved = answers['/api/save_teammember/'];
    answers['/api/save_teammember/'] = { status: 400, body: { message: 'Refused' } };
    onTestFinished(() => {
      answers['/api/save_teammember/'] = saved;
    });
    invalidated = [];
    await expect(
      hookOf(useSaveTeamMember).mutateAsync({ email: 'x@example.com', name: '', role: 1 }),
    ).rejects.toThrow('Refused');
    expect(invalidated).toEqual([]);
  });
});
