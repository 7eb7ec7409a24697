import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';
import { adminRepository } from './admin.repository.js';

describe('the admin flag (ADMIN_EMAILS at start, npm run admin)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants the listed e-mails whatever their case, and nobody else', async () => {
    const listed = await signupUser(t.app, 'Ops.Lead@example.com');
    await signupUser(t.app, 'someone@example.com');
    await adminRepository.grantAdmins(t.deps.db, ['ops.lead@example.com']);
    expect(await adminRepository.listAdminEmails(t.deps.db)).toEqual([listed.email]);
  });

  it('passes over a listed address that is not verified (anyone may sign up with it)', async () => {
    await signupUser(t.app, 'Unproved.Ops@example.com', { verified: false });
    await adminRepository.grantAdmins(t.deps.db, ['ops.lead@example.com', 'unproved.ops@example.com']);
    expect(await adminRepository.listAdminEmails(t.deps.db)).toEqual(['Ops.Lead@example.com']);
  });

  it('passes over a listed, verified address whose password was chosen at sign-up, not through a mailed link', async () => {
    await signupUser(t.app, 'Signup.Only.Ops@example.com', { verified: false });
    await t.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('email', '=', 'Signup.Only.Ops@example.com')
      .execute();
    await adminRepository.grantAdmins(t.deps.db, ['ops.lead@example.com', 'signup.only.ops@example.com']);
    expect(await adminRepository.listAdminEmails(t.deps.db)).toEqual(['Ops.Lead@example.com']);
  });

  it('revokes by e-mail and says when no user has it', async () => {
    expect(await adminRepository.setAdmin(t.deps.db, 'OPS.LEAD@example.com', false)).toBe(true);
    expect(await adminRepository.listAdminEmails(t.deps.db)).toEqual([]);
    expect(await adminRepository.setAdmin(t.deps.db, 'nobody@example.com', true)).toBe(false);
  });
});
