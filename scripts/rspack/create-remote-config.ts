/**
 * The one Rspack config every remote builds with (architecture §2). A remote's own
 * rspack.config.ts is `export default createRemoteConfig({ remote: 'catalogue', dir: import.meta.dirname })`.
 *
 * publicPath is 'auto' on purpose: the same dist/ is served from /remotes/<name>/<buildId>/ in
 * production and from http://localhost:<devPort>/ in dev. The manifest then carries
 * `metaData.publicPath: "auto"`, and the MF runtime (sdk generateSnapshotFromManifest ->
 * inferAutoPublicPath) takes the directory of the manifest URL the shell registered as the base
 * for remoteEntry.js and every chunk; inside remoteEntry.js the bundler's auto public path
 * resolves from the script's own src. Nothing about a URL is compiled in.
 */
import { join, resolve } from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RESOLVE, buildLanguagesDefine, federationRuntimeAsEsm, isProductionBuild, minimizers, moduleRules, outputNames } from './common.ts';
import { createServerConfig } from './create-server-config.ts';
import { moduleReplacementPlugins } from './module-replacements.ts';
import { REMOTES, SHARED_DEPENDENCIES, SHARE_STRATEGY, type RemoteName } from '@trama/shared/federation';

export interface RemoteConfigOptions {
  remote: RemoteName;
  /** The remote package dir, absolute (typically `import.meta.dirname`). */
  dir: string;
}

/** './ProductList' -> './src/exposed/ProductList.tsx' for every parcel the remote exposes. */
export function exposesFor(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTES[remote].exposes.map((parcel) => [`./${parcel}`, `./src/exposed/${parcel}.tsx`]));
}

/**
 * TRAMA_BUILD_LABEL bakes a label into remoteEntry.js (the redeploy journey tells two builds apart
 * by it); a real statement, not a comment, so the minifier keeps it. Unset = byte-identical builds.
 */
function buildLabelPlugins(remote: RemoteName, label: string | undefined) {
  if (!label) return [];
  return [
    new rspack.BannerPlugin({
      test: /remoteEntry\.js$/,
      raw: true,
      banner: `(globalThis.__TRAMA_BUILDS__ ??= {})[${JSON.stringify(remote)}] = ${JSON.stringify(label)};`,
    }),
  ];
}

/** The standalone dev page (src/bootstrap.tsx): dev only. */
function standalonePage(remote: RemoteName, production: boolean) {
  if (production) return [];
  return [
    new rspack.HtmlRspackPlugin({
      title: `Trama — ${remote} (standalone)`,
      chunks: ['main'],
      // Dev serves deep links through historyApiFallback, so the page must load '/main.js', not 'main.js'.
      publicPath: '/',
      templateContent:
        '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trama</title></head><body><div id="root"></div></body></html>',
    }),
  ];
}

export function createRemoteConfig(options: RemoteConfigOptions): RspackOptions {
  const { remote, dir } = options;
  const { devPort } = REMOTES[remote];
  const production = isProductionBuild();
  // TRAMA_OUT_DIR builds elsewhere without touching dist/ (used to stage a second build of one remote).
  const outDir = process.env.TRAMA_OUT_DIR ? resolve(process.env.TRAMA_OUT_DIR) : join(dir, 'dist');

  return {
    name: remote,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    // index.ts is only the standalone dev page; the shell loads remoteEntry.js. Production builds
    // leave it out: their remoteEntry.js borrows the shell's federation runtime (see below).
    entry: production ? {} : { main: './src/index.ts' },
    output: {
      path: outDir,
      publicPath: 'auto',
      // Each remote gets its own chunk-loading global, so two remotes never collide on the page.
      uniqueName: `trama_${remote}`,
      ...outputNames(production),
      clean: true,
    },
    resolve: RESOLVE,
    module: moduleRules(production),
    plugins: [
      new ModuleFederationPlugin({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: exposesFor(remote),
        shared: SHARED_DEPENDENCIES,
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        dts: false,
        experiments: {
          // Remotes only ever run in a browser: leave the Node script loader out of remoteEntry.js.
          // No snapshot plugin either: the shell registers remoteEntry.js, not the manifest.
          optimization: { target: 'web', disableSnapshot: true },
          // Production: use the federation runtime the shell provides (provideExternalRuntime)
          // instead of shipping it in every remoteEntry.js. Dev keeps its own, so a remote still
          // runs standalone on its dev server.
          externalRuntime: production,
        },
      }),
      federationRuntimeAsEsm(),
      // Storefront §1: the sales mode is a build-time setting (default | click-and-collect).
      new rspack.DefinePlugin({ 'process.env.TRAMA_SALES_MODE': JSON.stringify(process.env.TRAMA_SALES_MODE ?? 'default') }),
      new rspack.DefinePlugin(buildLanguagesDefine()),
      ...standalonePage(remote, production),
      ...buildLabelPlugins(remote, process.env.TRAMA_BUILD_LABEL),
      // Issue 33 §4: e2e only, a build with some source modules swapped (module-replacements.ts).
      ...moduleReplacementPlugins(dir),
    ],
    optimization: {
      minimizer: minimizers(),
      // A remote's runtime lives in its container entry; a separate runtime chunk breaks loading.
      runtimeChunk: false,
      splitChunks: {
        cacheGroups: {
          // One stylesheet per remote, whatever parcel loads first: without this every exposed chunk
          // carries its own copy of the remote's CSS (it is below the default minSize).
          styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true },
        },
      },
    },
    performance: { hints: false },
    // The CLI turns lazy compilation on for `serve`; it defers exposed modules and breaks federation.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The standalone page (src/bootstrap.tsx) calls the API same-origin, as the shell does.
      proxy: [{ context: ['/api', '/media', '/storeservice'], target: `http://localhost:${process.env.PORT ?? 8080}` }],
      // The shell page (another origin) runs this remote's HMR client too: point it home.
      client: { webSocketURL: `ws://localhost:${devPort}/ws`, overlay: { errors: true, warnings: false } },
    },
  };
}

/**
 * What a remote's rspack.config.ts exports: the browser build, and in production also the Node
 * build of the same exposed modules into dist/server/ (one build id for both, docs/rendering.md).
 */
export function createRemoteConfigs(options: RemoteConfigOptions): RspackOptions[] {
  const browser = createRemoteConfig(options);
  if (!isProductionBuild()) return [browser];
  const { remote, dir } = options;
  const outDir = process.env.TRAMA_OUT_DIR ? resolve(process.env.TRAMA_OUT_DIR) : join(dir, 'dist');
  const server = createServerConfig({
    name: remote,
    dir,
    outDir,
    after: remote,
    federation: {
      name: remote,
      filename: 'remoteEntry.js',
      exposes: exposesFor(remote),
      library: { type: 'commonjs-module', name: remote },
      manifest: false,
    },
  });
  // The same label and module replacements as the browser build: one build id names both.
  server.plugins = [...(server.plugins ?? []), ...buildLabelPlugins(remote, process.env.TRAMA_BUILD_LABEL), ...moduleReplacementPlugins(dir)];
  return [browser, server];
}
