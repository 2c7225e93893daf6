import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const browserLike = ['shared', 'shell', 'mf-catalogue', 'mf-basket-checkout', 'mf-account', 'mf-content', 'mf-stores'];

/** One Vitest run covers every package; each package is a project (`vitest run --project api`). */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on the 2-core CI machine, where the
    // API files mostly wait on PostgreSQL and file imports (issue 32 §5). Each API file has its own
    // database (test/helpers/database.ts), so files never share rows.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
