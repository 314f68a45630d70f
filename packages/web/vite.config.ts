import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Dev setup of the spec: Vite on port 3000, API and socket.io proxied to the server on 5001.
const backend = process.env.CIAR_BACKEND ?? 'http://localhost:5001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
    // Read by scripts/route-sizes.mjs to report what each student route downloads.
    manifest: true,
  },
});
