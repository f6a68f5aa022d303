// ESLint rules for the page's modules (browser and workers) and the Node.js tests and scripts.
// It lives beside tests/node_modules so its plugins resolve; scripts/lint runs it from the root.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['**/node_modules/**', 'build/**', 'web/**/*.gen.js'] },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    // Classic worker scripts (they call importScripts), whose /* global */ lines name what they load.
    files: ['web/js/workers/**/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    files: ['tests/**/*.mjs', 'tests/**/*.js', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
