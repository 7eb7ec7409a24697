/**
 * The modules `npm run mutation` measures: where a silent bug costs most (issue 25). Each lists the
 * files Stryker mutates and the only test files run against them, so a module's score says how well
 * its own tests guard it. A `file:start-end` entry mutates those lines only: the rule inside a
 * larger service, not the whole service.
 */
export interface TMutationModule {
  name: string;
  mutate: readonly string[];
  testFiles: readonly string[];
}

export const MUTATION_MODULES: readonly TMutationModule[] = [
  {
    name: 'driver-outbox',
    mutate: ['apps/web/src/driver/outbox/outbox-sender.ts', 'apps/web/src/driver/outbox/send-item.ts'],
    testFiles: ['apps/web/src/driver/outbox/outbox.test.ts'],
  },
  {
    name: 'rate-limits',
    mutate: [
      'apps/server/src/http/rate-limits.ts',
      'apps/server/src/core/rate-limits.ts',
      'apps/server/src/modules/auth/login-throttle.ts',
    ],
    testFiles: [
      'apps/server/src/http/rate-limits.test.ts',
      'apps/server/src/modules/auth/login-throttle.test.ts',
    ],
  },
  {
    name: 'plan-limits',
    mutate: ['packages/contracts/src/plan-state.ts', 'apps/server/src/modules/billing/plan.ts'],
    testFiles: ['packages/contracts/src/plan-state.test.ts', 'apps/server/src/modules/billing/plan.test.ts'],
  },
  {
    name: 'billing-webhook',
    mutate: [
      'apps/server/src/modules/billing/stripe-webhook.ts',
      'apps/server/src/modules/billing/apply-subscription.ts',
    ],
    testFiles: [
      'apps/server/src/modules/billing/stripe-webhook.test.ts',
      'apps/server/src/modules/billing/apply-subscription.test.ts',
    ],
  },
  {
    name: 'auth-sessions',
    mutate: [
      'apps/server/src/modules/auth/auth.service.ts',
      'apps/server/src/modules/auth/session-loader.ts',
      'apps/server/src/modules/auth/session-start.ts',
      'apps/server/src/modules/auth/password.ts',
    ],
    testFiles: [
      'apps/server/src/modules/auth/auth.test.ts',
      'apps/server/src/modules/auth/password.test.ts',
      'apps/server/src/modules/auth/login-throttle.test.ts',
    ],
  },
  {
    name: 'route-access',
    mutate: ['apps/server/src/modules/routes/route-access.ts'],
    testFiles: ['apps/server/src/modules/routes/routes.test.ts', 'apps/server/src/modules/routes/strict-ids.test.ts'],
  },
  {
    name: 'driver-api',
    mutate: [
      'apps/server/src/modules/drivers/driver-routes.service.ts',
      'apps/server/src/modules/drivers/stop-delivery.service.ts',
    ],
    testFiles: [
      'apps/server/src/modules/drivers/driver-routes.test.ts',
      'apps/server/src/modules/drivers/stop-delivery.test.ts',
    ],
  },
  {
    name: 'optimiser-constraints',
    mutate: ['packages/optimizer/src/workday-rules.ts', 'packages/optimizer/src/route-state.ts'],
    testFiles: [
      'packages/optimizer/src/route-state.test.ts',
      'packages/optimizer/test/workday-rules.test.ts',
      'packages/optimizer/src/insertion.test.ts',
    ],
  },
];
