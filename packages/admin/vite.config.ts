import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The shop's build step that writes brotli and gzip twins of every file, which the server sends as
// they are: a build tool shared with the visitor's app, not code of it.
import { precompress } from '../web/vite-plugin-precompress.ts';

/**
 * The staff app: its own build, served by the server under /admin/ (plugins/admin-app.ts), so the
 * visitor's app does not carry a byte of it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
