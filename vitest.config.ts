import { defineConfig } from 'vitest/config';

const browserLike = ['shared', 'shell', 'mf-catalogue', 'mf-basket-checkout', 'mf-account', 'mf-content', 'mf-stores'];

/** One Vitest run covers every package; each package is a project (`vitest run --project api`). */
export default defineConfig({
  test: {
    projects: [
      ...browserLike.map((name) => ({
        test: {
          name,
          root: `./${name}`,
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The browser loads one language per page; tests render any of the five.
          setupFiles: ['../shared/src/i18n/all-languages.ts'],
        },
      })),
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
