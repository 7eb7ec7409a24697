import { defineConfig } from 'vitest/config';

// One test command for the whole repository: each workspace is a project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'scripts'],
  },
});
