import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    // `npm run mutation` (scripts/mutation.ts) runs one module's own test files only.
    include: process.env.MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Screen tests type and click through whole forms; on a busy shared 2-core machine that can take far
    // longer than the 5 s default. Bounds only a hang: no assertion depends on speed.
    testTimeout: 60_000,
  },
});
