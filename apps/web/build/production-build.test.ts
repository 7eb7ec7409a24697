// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const nodeEnvBefore = process.env.NODE_ENV;

describe('the web build', () => {
  afterEach(() => {
    process.env.NODE_ENV = nodeEnvBefore;
  });

  it('is the production build also when started with NODE_ENV=test (as from the browser tests)', async () => {
    process.env.NODE_ENV = 'test';
    // The mode and NODE_ENV defaults `vite build` passes.
    const config = await resolveConfig(
      { configFile, logLevel: 'silent' },
      'build',
      'production',
      'production',
    );
    expect(config.isProduction).toBe(true);
    expect(config.env).toMatchObject({ DEV: false, PROD: true, MODE: 'production' });
    expect(config.resolve.conditions).toContain('api-routes-only');
  });

  it('leaves the development server a development one', async () => {
    process.env.NODE_ENV = 'test';
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve');
    expect(config.isProduction).toBe(false);
    expect(config.resolve.conditions).not.toContain('api-routes-only');
  });
});
