import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildAssets } from './scripts/build-assets';

export default defineConfig({
  plugins: [react(), buildAssets('sourcemaps')],
  // Source maps are written for error tracking but neither linked from the bundle nor served (see build-assets).
  build: { outDir: 'dist', sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
});
