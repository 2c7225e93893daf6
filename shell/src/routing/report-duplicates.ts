import type { DuplicatePath } from './route-table.ts';

/**
 * Development aid: a path claimed by several menu entries shows only one of them, which a menu
 * editor should hear about. Rspack replaces process.env.NODE_ENV at build time, so production
 * bundles drop the warning.
 */
export function reportDuplicatePaths(duplicates: readonly DuplicatePath[], warn: (message: string) => void = console.warn): void {
  if (process.env.NODE_ENV === 'production' || duplicates.length === 0) return;
  const lines = duplicates.map(({ path, kept, dropped }) => `${path}: shows ${kept}, ignores ${dropped}`);
  warn(`[trama] menu paths claimed by several entries (one path, one screen):\n${lines.join('\n')}`);
}
