import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'contracts', include: process.env.MUTATION_TEST_FILES?.split(',') ?? ['src/**/*.test.ts'] },
});
