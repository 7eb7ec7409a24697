import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // `npm run mutation` (scripts/mutation.ts) runs one module's own test files only.
    include: process.env.MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.ts'],
    // Every test app starts from one migrated PGlite made here (see src/test/pglite-dump.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
