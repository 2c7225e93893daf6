import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const slices = ['shell', 'mf-catalogue', 'mf-basket-checkout', 'mf-account', 'mf-content', 'mf-stores'];

/** A slice never imports another slice: only @trama/shared and the bus join them (architecture §2). */
const sliceBoundaries = slices.map((slice) => ({
  files: [`${slice}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: slices
          .filter((other) => other !== slice)
          .flatMap((other) => [`@trama/${other}`, `@trama/${other}/*`, `**/${other}/**`]),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'data/**', '**/test-results/**', '**/.state/**', '**/playwright-report/**', 'bench/results/**', 'api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...sliceBoundaries,
);
