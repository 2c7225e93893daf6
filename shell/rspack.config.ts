/**
 * The shell: a Module Federation host with no static remotes (architecture §2). Remote URLs come
 * from the registry at run time (src/remotes/), so deploying a remote never rebuilds the shell.
 */
import { join } from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RESOLVE, buildLanguagesDefine, federationRuntimeAsEsm, isProductionBuild, minimizers, moduleRules, outputNames } from '../scripts/rspack/common.ts';
import { createServerConfig } from '../scripts/rspack/create-server-config.ts';
import { StartChunksPlugin } from '../scripts/rspack/start-chunks-plugin.ts';
import { SHARED_DEPENDENCIES, SHARE_STRATEGY, SHELL_DEV_PORT } from '@trama/shared/federation';

const dir = import.meta.dirname;
const STARTUP_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|single-spa|rxjs|tslib)[\\/]|[\\/]shared[\\/]src[\\/](api|bus|contract|parcel|rules|ui[\\/](?!address-form[\\/]address-popup|ui\.css$)|i18n[\\/](?!locales[\\/]))/;
const production = isProductionBuild();
const api = `http://localhost:${process.env.PORT ?? 8080}`;

const config: RspackOptions = {
  name: 'shell',
  context: dir,
  mode: production ? 'production' : 'development',
  devtool: production ? 'source-map' : 'cheap-module-source-map',
  target: ['web', 'es2022'],
  entry: { main: './src/index.ts' },
  output: {
    path: join(dir, 'dist'),
    // The API serves index.html for every deep link (/it/letto/lenzuola): assets must be root-absolute.
    publicPath: '/',
    uniqueName: 'trama_shell',
    ...outputNames(production),
    clean: true,
  },
  resolve: RESOLVE,
  module: moduleRules(production),
  plugins: [
    new rspack.DefinePlugin(buildLanguagesDefine()),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: SHARED_DEPENDENCIES,
      shareStrategy: SHARE_STRATEGY,
      // The shell is a host only: nothing consumes a manifest of it.
      manifest: false,
      dts: false,
      experiments: {
        // No snapshot plugin: remotes are registered by their remoteEntry.js, not their manifest
        // (remote-loader.ts), which saves a request per remote and ~5 KB on every first load.
        optimization: { target: 'web', disableSnapshot: true },
        // The shell provides the federation runtime to every remote (they build with
        // externalRuntime), so it is downloaded once per page instead of once per remote.
        provideExternalRuntime: true,
      },
    }),
    // The files a first use runs, for the page loader's prefetch on idle (issue 30 §3). Left out:
    // the sign-in screens and the store locator overlay (issue 31 point 10 G2), fetched on their use.
    new StartChunksPlugin(/[\\/]src[\\/](sign-in|stores[\\/]locator-overlay)[\\/]/),
    federationRuntimeAsEsm(),
    new rspack.HtmlRspackPlugin({
      template: './index.html',
      favicon: './favicon.svg',
      chunks: ['main'],
      publicPath: '/',
      minify: production,
    }),
  ],
  optimization: {
    minimizer: minimizers(),
    splitChunks: {
      cacheGroups: {
        // One stylesheet for the shell, whatever chunk imports it — except the sign-in screens' and
        // the store locator overlay's (issue 31 point 10 G2), which arrive with their lazy chunk so
        // the first page does not carry them.
        styles: { name: 'shell-styles', type: 'css/auto', test: /^(?!.*[\\/](sign-in|locator-overlay)[\\/]).*\.css$/, chunks: 'all', enforce: true },
        signInStyles: { name: 'sign-in-styles', type: 'css/auto', test: /[\\/]sign-in[\\/].*\.css$/, chunks: 'all', enforce: true },
        locatorOverlayStyles: { name: 'locator-overlay-styles', type: 'css/auto', test: /[\\/]locator-overlay[\\/].*\.css$/, chunks: 'all', enforce: true },
        // Every page starts with these libraries and contract modules (the shell serves them to the
        // share scope): one script instead of fifteen, so start-up is not a row of requests, each
        // with its own script insertion on the main thread. The flags'
        // OpenFeature code, the sign-in screens and the address popup keep their own chunks (loaded
        // on use). The contract's rules stay here: the basket's answer to the first "add to basket"
        // needs them, and as a chunk of their own they were one more step after hydration before
        // the count showed (Slow 4G + 4× CPU: 1.6 s instead of under 1 s, issue 30 §6), for 7.6 KB;
        // so does every language's texts, Italian included (texts-<language>, docs/languages.md).
        // Not the UI primitives' stylesheet (shared/src/ui/ui.css): it belongs in shell-styles, the
        // stylesheet a server-rendered page inlines (docs/ui-primitives.md).
        startup: {
          name: 'shell-start',
          chunks: 'async',
          enforce: true,
          test: STARTUP_MODULES,
        },
      },
    },
  },
  performance: { hints: false },
  // Lazy compilation defers the async boundary's chunks and breaks federation in dev.
  lazyCompilation: false,
  devServer: {
    port: SHELL_DEV_PORT,
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/ofrep', '/media', '/remotes', '/storeservice'], target: api }],
    client: { overlay: { errors: true, warnings: false } },
  },
};

/**
 * The server renderer (docs/rendering.md): a Node build of the shell into dist/server/render.js,
 * a federation host that loads each remote's server code from the registry at run time.
 */
const serverConfig = createServerConfig({
  name: 'shell',
  dir,
  outDir: join(dir, 'dist'),
  after: 'shell',
  entry: { render: './src/server/index.ts' },
  federation: { name: 'shell_server', remotes: {}, manifest: false },
});

export default production ? [config, serverConfig] : config;
