import { Api } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../core/rate-limits.js';
import { callApi } from '../../test/api-call.js';
import { addMember, memberEmail } from '../../test/team-test-helpers.js';
import { createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

/** The limit on adding members counts adds only: editing a member is never refused by it. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('editing a member', () => {
  it('is not counted against the adds a team may try in an hour', async () => {
    const owner = await signupUser(t.app);
    const email = memberEmail();
    const id = await addMember(t, owner.token, { email, name: 'Member', role: 1 });
    const statuses: number[] = [];
    for (let i = 0; i <= RateLimits.invitations.attemptsPerTeam.max; i++) {
      const res = await callApi(t, Api.saveTeamMember, {
        token: owner.token,
        body: { user_id: id, email, name: `Member ${i}`, role: 1 },
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
