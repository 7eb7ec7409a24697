import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'optimizer', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
