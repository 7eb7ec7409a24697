import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressBuild } from './build/compress-plugin';
import { driverServiceWorker } from './build/driver-sw-plugin';
import { firstLoadChunks } from './build/first-load-chunks';
import { muiInputChunks } from './build/mui-input-chunks';
import { HEAD_SCRIPT_FILE } from './build/prerendered-page';
import { productionBuild } from './build/production-build-plugin';
import { routePreload } from './build/route-preload-plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    productionBuild(),
    react(),
    driverServiceWorker('src/driver/DriverApp.tsx', [`/${HEAD_SCRIPT_FILE}`]),
    // The pages a phone opens first (the driver app, the public home page, log-in): their screens'
    // files are asked for beside the entry's rather than after it has run.
    routePreload(
      {
        '/driver': 'src/driver/DriverApp.tsx',
        '/': 'src/screens/public/HomeScreen.tsx',
        '/login': 'src/screens/auth/LoginScreen.tsx',
      },
      // The driver app's page as the server sends it (apps/server/src/app.ts, webAppPageFile).
      { '/driver': 'driver.html' },
    ),
    precompressBuild(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  resolve: {
    // The production build takes only the API calls' routes from the contracts (their schemas check
    // answers in development and tests only); see `imports` in packages/contracts/package.json.
    conditions:
      command === 'build' ? ['api-routes-only', ...defaultClientConditions] : [...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    // Building a zod schema has no effect beyond its value, so one no page uses is left out (rolldown
    // cannot tell on its own): the entry and the driver's sign-in then load no schema library.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [...muiInputChunks, ...firstLoadChunks],
        },
      },
    },
  },
}));
