import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS } from '@trama/shared/ui';

describe('design tokens', () => {
  it('the shell publishes every shared token as the CSS custom property remotes read', () => {
    const css = readFileSync(join(import.meta.dirname, 'shell.css'), 'utf8');
    for (const [name, value] of Object.entries(DESIGN_TOKENS)) {
      const property = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(css, property).toContain(`${property}: ${value};`);
    }
  });
});
