import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'optimizer',
    // `npm run mutation` (scripts/mutation.ts) runs one module's own test files only.
    include: process.env.MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Searches end by iteration count, so a busy machine only makes them slower; this bounds a hang.
    testTimeout: 60_000,
  },
});
