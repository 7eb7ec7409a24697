import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // `npm run mutation` (scripts/mutation.ts) runs one module's own test files only.
    include: process.env.MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.ts'],
    // Every test app starts from one migrated PGlite made here (see src/test/pglite-dump.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file still builds its own app and database; what files share is the loaded modules. Loading
    // the server's modules again for every file was a third of the suite's CPU time (measured: 8 API
    // files, 128 s of CPU isolated, 87 s shared).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
