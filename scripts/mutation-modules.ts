/**
 * The modules `npm run mutation` measures: where a silent bug costs most (issue 25). Each lists the
 * files Stryker mutates and the only test files run against them, so a module's score says how well
 * its own tests guard it. A module's files and tests are of one workspace (a sandbox holds one).
 */
export interface TMutationModule {
  name: string;
  /**
   * The workspace Stryker runs in (its sandbox is a copy of it, its Vitest config that workspace's):
   * the files below are relative to it.
   */
  workspace: string;
  mutate: readonly string[];
  testFiles: readonly string[];
}

export const MUTATION_MODULES: readonly TMutationModule[] = [
  {
    // The smallest: CI runs it with a break threshold so the setup can't rot.
    name: 'login-backoff',
    workspace: 'apps/server',
    mutate: ['src/modules/auth/login-throttle.ts'],
    testFiles: ['src/modules/auth/login-backoff.test.ts'],
  },
  {
    name: 'optimiser-workday-rules',
    workspace: 'packages/optimizer',
    mutate: ['src/workday-rules.ts'],
    testFiles: ['test/workday-rules.test.ts', 'test/workday-input-checks.test.ts'],
  },
  {
    name: 'optimiser-route-state',
    workspace: 'packages/optimizer',
    mutate: ['src/route-state.ts'],
    testFiles: ['src/route-state.test.ts', 'src/insertion.test.ts', 'src/route-state-rules.test.ts'],
  },
  {
    name: 'plan-limits',
    workspace: 'packages/contracts',
    mutate: ['src/plan-state.ts'],
    testFiles: ['src/plan-state.test.ts', 'src/plan-state-edges.test.ts'],
  },
  {
    name: 'driver-outbox',
    workspace: 'apps/web',
    mutate: ['src/driver/outbox/outbox-sender.ts', 'src/driver/outbox/send-item.ts'],
    testFiles: ['src/driver/outbox/outbox.test.ts', 'src/driver/outbox/outbox-rules.test.ts'],
  },
  {
    // The limits' numbers and the log-in backoff: pure, so only their unit tests.
    name: 'rate-limit-rules',
    workspace: 'apps/server',
    mutate: ['src/core/rate-limits.ts', 'src/modules/auth/login-throttle.ts'],
    testFiles: ['src/core/rate-limits.test.ts', 'src/modules/auth/login-backoff.test.ts'],
  },
  {
    // The hooks that count requests and answer 429, through the API.
    name: 'rate-limit-hooks',
    workspace: 'apps/server',
    mutate: ['src/http/rate-limits.ts'],
    testFiles: ['src/http/rate-limits.test.ts', 'src/modules/teams/member-edit-limits.test.ts'],
  },
  {
    name: 'billing-webhook',
    workspace: 'apps/server',
    mutate: ['src/modules/billing/stripe-webhook.ts', 'src/modules/billing/apply-subscription.ts'],
    // The rules' unit tests and one small app for the database side (stripe-webhook.test.ts, the
    // whole path against a Stripe-shaped server, takes minutes per run: too slow to rerun per mutant).
    testFiles: [
      'src/modules/billing/stripe-webhook-rules.test.ts',
      'src/modules/billing/apply-subscription.test.ts',
      'src/modules/billing/stripe-webhook-apply.test.ts',
    ],
  },
  {
    name: 'auth-sessions',
    workspace: 'apps/server',
    mutate: [
      'src/modules/auth/auth.service.ts',
      'src/modules/auth/session-loader.ts',
      'src/modules/auth/session-start.ts',
      'src/modules/auth/password.ts',
    ],
    // The password rules' unit tests and the services on one migrated database, no app (auth.test.ts
    // and login-throttle.test.ts go through HTTP and the production-cost hash: too slow to rerun per mutant).
    testFiles: ['src/modules/auth/password-rules.test.ts', 'src/modules/auth/auth-service.test.ts'],
  },
  {
    name: 'route-access',
    workspace: 'apps/server',
    mutate: ['src/modules/routes/route-access.ts'],
    // The access rules by unit test (fast); the scope's SQL is the repository's, guarded by routes.test.ts.
    testFiles: ['src/modules/routes/route-access-rules.test.ts'],
  },
  {
    name: 'driver-api',
    workspace: 'apps/server',
    mutate: ['src/modules/drivers/driver-routes.service.ts', 'src/modules/drivers/stop-delivery.service.ts'],
    // The rules by unit test and the four calls on their services against one database (the API
    // files, e.g. stop-delivery.test.ts, take about 2.5 h per run on a loaded 2-core machine).
    testFiles: [
      'src/modules/drivers/driver-api-rules.test.ts',
      'src/modules/drivers/driver-api-calls.test.ts',
    ],
  },
];
