import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildAssets } from './scripts/build-assets';

export default defineConfig({
  plugins: [react(), buildAssets('sourcemaps')],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/admin/shims/object-entries.cjs', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // Source maps are written for error tracking but neither linked from the bundle nor served (see build-assets).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React changes far less often than the app: in a chunk of its own it stays cached across deploys.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
});
