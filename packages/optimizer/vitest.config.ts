import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'optimizer',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Searches end by iteration count, so a busy machine only makes them slower; this bounds a hang.
    testTimeout: 60_000,
  },
});
