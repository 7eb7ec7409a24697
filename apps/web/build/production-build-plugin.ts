import type { Plugin } from 'vite';

/**
 * Every build is the production build, whatever NODE_ENV the shell or a test runner passed on (Vitest
 * sets NODE_ENV=test, which the browser tests' own build inherited). Vite makes a development build
 * when NODE_ENV is not `production`: `import.meta.env.DEV` is then true, so the web client checks
 * answers with schemas the build left out of the contracts (`api-routes-only`) and fails on the first
 * call, and the driver app does not register its service worker. Vite reads NODE_ENV after the
 * plugins' `config` hooks, so setting it here decides the build.
 */
export function productionBuild(): Plugin {
  return {
    name: 'production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}
