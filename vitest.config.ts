import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test command for the whole repository: each workspace is a project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default (one core left free) runs a single file at a time on a 2-core CI machine,
    // whose second core then mostly waits: much of a file's time is importing, starting a test app
    // and waiting on databases, sockets and worker threads. Two files at a time there; the default elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
