import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one Chromium and one product server per file, each file on its own port, data folder
 * and browser, so files do not share state. Two files at a time (E2E_WORKERS=1: one after another):
 * one file keeps about one core busy on average (server, Chromium, the test: ~1.1 CPU-seconds a
 * second, measured), so on a 2-core machine the second core mostly waited.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
