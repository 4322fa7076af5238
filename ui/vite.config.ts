import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Rust server listens here in development; in production it serves the
// built UI itself on the same origin, so no proxy is needed there.
const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      // ws: the live session channel is a WebSocket.
      '/api': { target: server, ws: true },
      '/static-data': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One small app bundle (React + Mantine) is fine for now; split per feature later.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
