import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { driverServiceWorker } from './build/driver-sw-plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), driverServiceWorker('src/driver/DriverApp.tsx')],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 2000 },
});
