import { describe, expect, it } from 'vitest';
import { startChunkFiles } from './start-chunks-plugin.ts';

describe('issue 30 §3 the shell chunks a first use runs (prefetched on idle)', () => {
  it('lists the start-up and later chunks and the texts, never the entry or the sign-in screens', () => {
    const files = startChunkFiles(
      [
        { initial: true, names: ['main'], files: ['main.1.js'], modules: [{ name: './src/index.ts' }] },
        { names: ['shell-start'], files: ['shell-start.2.js'], modules: [{ name: '../node_modules/react-dom/index.js' }] },
        { names: [], files: ['563.3.js', '563.3.js.map'], modules: [{ name: '' }, { name: './src/app/app.tsx + 40 modules' }] },
        { names: ['texts-de'], files: ['texts-de.4.js'], modules: [{ name: '../shared/src/i18n/locales/de/index.ts' }] },
        { names: [], files: ['985.5.js'], modules: [{ name: '' }, { name: './src/sign-in/pages/sign-in-page.tsx' }] },
        { names: ['sign-in-styles'], files: ['sign-in-styles.6.css'], modules: [{ name: './src/sign-in/sign-in.css' }] },
      ],
      /[\\/]src[\\/]sign-in[\\/]/,
    );
    expect(files).toEqual(['/563.3.js', '/shell-start.2.js', '/texts-de.4.js']);
  });
});
