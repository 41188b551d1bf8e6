import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // The manifest tells the benchmark which files each route loads.
    manifest: true,
    target: 'es2022',
  },
  // The payment sandbox's page lives on the server too (/payment-sandbox/…).
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/static': 'http://localhost:3000',
      '/payment-sandbox': 'http://localhost:3000',
    },
  },
});
