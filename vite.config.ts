import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildAssets } from './scripts/build-assets.ts';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// react-router's package exports name only its development build (with its warnings) for every condition; the
// production build it ships beside it is what a production bundle should hold. Both entries map, or the two
// builds' contexts would not meet. https://github.com/remix-run/react-router/issues/14102
const reactRouterProduction = [
  { find: /^react-router$/, replacement: local('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: local('./node_modules/react-router/dist/production/dom-export.mjs') },
];

// What the sign-in page runs (index.html's static import graph, tag $initial) goes into one chunk: Brotli packs
// it far better than a score of small chunks shared with the lazy ones. That graph is read before tree-shaking,
// where the domain's message index names every language: the texts of the languages other than English (the one
// the page ships with) stay out, in their catalogues' chunks.
const otherLanguages = /[\\/]messages[\\/.](?!en\.ts$)[a-z]{2}\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), buildAssets('sourcemaps')],
  resolve: {
    alias: [
      { find: /^@\//, replacement: local('./src/') },
      { find: 'object.entries', replacement: local('./src/admin/shims/object-entries.cjs') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    // Source maps are written for error tracking but neither linked from the bundle nor served (see build-assets).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its router change far less often than the app: in a chunk of their own they stay cached
            // across deploys.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            // The sign-in page, in one chunk (see otherLanguages).
            {
              name: 'signin',
              tags: ['$initial'],
              test: (id) => !otherLanguages.test(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // Behind sign-in, the libraries apart from the console's own code, so that no chunk outgrows Vite's
            // 500 kB warning. MUI in one chunk: the console's first screen uses all but 3 KB of what the app takes
            // from it, and seven chunks split by use cost that first screen 10 KB more (headers, and Brotli packing
            // each piece on its own). The register form uses it too, usually prefetched by the time it opens.
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            // What the sign-in page's language menu needs of it (Menu and what it is built on), apart: someone who
            // opens the menu before the prefetch waits for that, not for all of MUI.
            { name: 'mui-menu', test: /node_modules[\\/]@mui[\\/]material[\\/](Menu|MenuItem)[\\/]/, priority: 1 },
            // The rich-text field (and DOMPurify with it) stays with the screens that show one. The forms' resolver
            // helpers (no zod in them) come along rather than as two requests of a kilobyte each.
            {
              name: 'react-admin',
              test: (id) =>
                /node_modules[\\/](ra-ui-materialui|ra-core|react-admin|@hookform[\\/]resolvers)[\\/]/.test(id) &&
                !/RichTextField/.test(id),
            },
            // The resources' definitions in one chunk (the sign-in page's lazy parts would otherwise split them), without
            // the areas' request schemas, which are zod: the console loads zod with its first form.
            {
              name: 'definitions',
              test: /src[\\/]domain[\\/](areas[\\/](?!enquiryIntake|accessRequestApproval|cspReports)|access\.ts|resources\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
}));
