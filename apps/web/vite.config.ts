import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressBuild } from './build/compress-plugin';
import { driverServiceWorker } from './build/driver-sw-plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), driverServiceWorker('src/driver/DriverApp.tsx'), precompressBuild()],
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
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 2000 },
}));
