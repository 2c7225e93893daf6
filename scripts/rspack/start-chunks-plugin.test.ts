import { describe, expect, it } from 'vitest';
import { startChunkFiles } from './start-chunks-plugin.ts';

describe('issue 30 §3 the shell chunks a first use runs (prefetched on idle)', () => {
  const chunks = [
    { id: 'main', initial: true, names: ['main'], files: ['main.1.js'], modules: [{ name: './src/index.ts' }] },
    { id: 'shell-start', parents: ['main'], names: ['shell-start'], files: ['shell-start.2.js'], modules: [{ name: '../node_modules/react-dom/index.js' }] },
    { id: 563, parents: ['main'], names: [], files: ['563.3.js', '563.3.js.map'], modules: [{ name: '' }, { name: './src/app/app.tsx + 40 modules' }] },
    { id: 'texts-de', parents: ['shell-start'], names: ['texts-de'], files: ['texts-de.4.js'], modules: [{ name: '../shared/src/i18n/locales/de/index.ts' }] },
    { id: 768, parents: [563], names: [], files: ['768.7.js'], modules: [{ name: './src/popups/popups.tsx' }] },
    { id: 985, parents: [563], names: [], files: ['985.5.js'], modules: [{ name: '' }, { name: './src/sign-in/pages/sign-in-page.tsx' }] },
    { id: 'sign-in-styles', parents: [563], names: ['sign-in-styles'], files: ['sign-in-styles.6.css'], modules: [{ name: './src/sign-in/sign-in.css' }] },
  ];

  it('lists the start-up and later chunks and the texts, never the entry or the sign-in screens', () => {
    const files = startChunkFiles(chunks, /[\\/]src[\\/]sign-in[\\/]/);
    expect([...files.first, ...files.later].sort()).toEqual(['/563.3.js', '/768.7.js', '/shell-start.2.js', '/texts-de.4.js']);
  });

  it('§6 what the entry loads with the bootstrap, and the texts, come first; what the app loads after its first view later', () => {
    const files = startChunkFiles(chunks, /[\\/]src[\\/]sign-in[\\/]/);
    expect(files).toEqual({ first: ['/563.3.js', '/shell-start.2.js', '/texts-de.4.js'], later: ['/768.7.js'] });
  });
});
