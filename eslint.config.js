import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs only in development, tests and builds may use devDependencies; the product may not. */
const DEV_ONLY = [
  'tests/**', 'bench/**', 'scripts/**', 'mocks/**', '**/*.test.{ts,tsx}',
  'vite.config.ts', 'vitest.config.ts', 'drizzle.config.ts', 'eslint.config.js',
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'sourcemaps/**', 'node_modules/**', 'tests/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      // The classic hook rules. The plugin's React Compiler rules (refs, set-state-in-effect, static-components…)
      // describe what the compiler needs to memoise on its own; the app does not use the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: DEV_ONLY, includeTypes: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
