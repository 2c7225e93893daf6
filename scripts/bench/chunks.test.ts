import { describe, expect, it } from 'vitest';
import { dependencyClosure, exposedChunksOfManifest, shareScopeEntry, sharedChunksOfManifest, sharedPackageRoots, sharedPackagesOfSources, sourceKind } from './chunks.ts';

const SHELL = 'webpack://trama_shell/';
const NM = `${SHELL}../node_modules/`;
/** The closure of the real share scope's dependencies (react-dom → scheduler, rxjs → tslib, …). */
const DEPS = new Set(['scheduler', 'tslib', 'html-parse-stringify', 'void-elements']);

describe('source-map sources', () => {
  it('tell own code, packages and @trama/shared sub-paths apart', () => {
    expect(sourceKind(`${SHELL}./src/remotes/remote-loader.ts`)).toEqual({ own: true });
    expect(sourceKind(`${SHELL}webpack/runtime/load_script`)).toEqual({ own: true });
    expect(sourceKind(`${NM}react-dom/cjs/react-dom-client.production.js`)).toEqual({ own: false, pkg: 'react-dom' });
    expect(sourceKind(`${NM}@openfeature/core/dist/esm/index.js`)).toEqual({ own: false, pkg: '@openfeature/core' });
    expect(sourceKind(`${SHELL}../shared/src/bus/event-bus.ts`)).toEqual({ own: false, pkg: '@trama/shared/bus' });
  });

  it('map a package to its share-scope entry', () => {
    expect(shareScopeEntry('react-dom')).toBe('react-dom');
    expect(shareScopeEntry('@trama/shared/ui')).toBe('@trama/shared/ui');
    expect(shareScopeEntry('@trama/shared/federation')).toBeNull();
    expect(shareScopeEntry('react-router')).toBeNull();
    expect(shareScopeEntry('scheduler')).toBeNull();
  });
});

describe('shared chunk classification (shell source maps)', () => {
  it('a chunk of a share-scope package and its dependencies is shared', () => {
    const reactDom = [`${NM}react-dom/cjs/react-dom-client.production.js`, `${NM}react-dom/client.js`, `${NM}scheduler/cjs/scheduler.production.js`];
    expect(sharedPackagesOfSources(reactDom, undefined, DEPS)).toEqual(['react-dom']);
    expect(sharedPackagesOfSources([`${NM}i18next/dist/esm/i18next.js`], undefined, DEPS)).toEqual(['i18next']);
    // rxjs is not in the share scope (each build bundles it into its bus chunk).
    expect(sharedPackagesOfSources([`${NM}rxjs/dist/esm5/internal/operators/catchError.js`, `${NM}tslib/tslib.es6.mjs`], undefined, DEPS)).toBeNull();
    expect(sharedPackagesOfSources([`${SHELL}../shared/src/contract/menu.ts`, `${SHELL}../shared/src/i18n/i18n.ts`], undefined, DEPS)).toEqual([
      '@trama/shared/contract',
      '@trama/shared/i18n',
    ]);
  });

  it("a chunk with the build's own code is not shared", () => {
    expect(sharedPackagesOfSources([`${NM}react/index.js`, `${SHELL}./src/app.tsx`], undefined, DEPS)).toBeNull();
    expect(sharedPackagesOfSources([`${SHELL}webpack/runtime/jsonp_chunk_loading`], undefined, DEPS)).toBeNull();
  });

  it("a chunk mixing in a non-shared library (the shell's router chunk) is not shared", () => {
    const router = [`${NM}react-router/dist/production/lib/context.js`, `${NM}single-spa/lib/es2015/esm/single-spa.min.js`];
    expect(sharedPackagesOfSources(router, undefined, DEPS)).toBeNull();
    expect(sharedPackagesOfSources([`${NM}@openfeature/web-sdk/dist/esm/index.js`], undefined, DEPS)).toBeNull();
  });

  it('the share scope roots and their dependency closure', () => {
    expect(sharedPackageRoots()).toEqual(['i18next', 'react', 'react-dom', 'single-spa']);
    const deps: Record<string, string[]> = { 'react-dom': ['scheduler'], rxjs: ['tslib'], 'react-i18next': ['html-parse-stringify'], 'html-parse-stringify': ['void-elements'] };
    expect(dependencyClosure(['react', 'react-dom', 'rxjs', 'react-i18next'], (pkg) => deps[pkg] ?? [])).toEqual(
      new Set(['scheduler', 'tslib', 'html-parse-stringify', 'void-elements']),
    );
  });
});

describe('remote mf-manifest.json', () => {
  it("lists each `shared` asset under the build's served path, a chunk shared by two entries once", () => {
    const manifest = {
      shared: [
        { name: 'react-dom', assets: { js: { sync: ['470.0f19ff5d.js', '89.694c6e4d.js'], async: [] } } },
        { name: '@trama/shared/i18n', assets: { js: { sync: ['352.23881fb3.js', '6.7116425b.js'], async: [] } } },
        { name: '@trama/shared/parcel', assets: { js: { sync: ['352.23881fb3.js'], async: ['999.c987495d.js'] } } },
        { name: 'broken' },
      ],
    };
    expect(sharedChunksOfManifest(manifest, '/remotes/catalogue/781e3d26baae/')).toEqual({
      '/remotes/catalogue/781e3d26baae/470.0f19ff5d.js': ['react-dom'],
      '/remotes/catalogue/781e3d26baae/89.694c6e4d.js': ['react-dom'],
      '/remotes/catalogue/781e3d26baae/352.23881fb3.js': ['@trama/shared/i18n', '@trama/shared/parcel'],
      '/remotes/catalogue/781e3d26baae/6.7116425b.js': ['@trama/shared/i18n'],
      '/remotes/catalogue/781e3d26baae/999.c987495d.js': ['@trama/shared/parcel'],
    });
    expect(sharedChunksOfManifest({}, '/remotes/x/1')).toEqual({});
  });

  it('lists the files of each exposed parcel (sync and async) with the parcels that load them', () => {
    const manifest = {
      exposes: [
        { name: 'ProductPage', assets: { js: { sync: ['__federation_expose_ProductPage.fc997b85.js', 'styles.0f9ee1d6.js'], async: ['249.5986f317.js'] } } },
        { name: 'SearchBox', assets: { js: { sync: ['__federation_expose_SearchBox.5ad26f9d.js', 'styles.0f9ee1d6.js'], async: [] } } },
      ],
    };
    expect(exposedChunksOfManifest(manifest, '/remotes/catalogue/a7281e36b91b')).toEqual({
      '/remotes/catalogue/a7281e36b91b/__federation_expose_ProductPage.fc997b85.js': ['ProductPage'],
      '/remotes/catalogue/a7281e36b91b/styles.0f9ee1d6.js': ['ProductPage', 'SearchBox'],
      '/remotes/catalogue/a7281e36b91b/249.5986f317.js': ['ProductPage'],
      '/remotes/catalogue/a7281e36b91b/__federation_expose_SearchBox.5ad26f9d.js': ['SearchBox'],
    });
    expect(exposedChunksOfManifest({ shared: [{ name: 'react' }] }, '/remotes/x/1')).toEqual({});
  });
});
