/**
 * The shell: a Module Federation host with no static remotes (architecture §2). Remote URLs come
 * from the registry at run time (src/remotes/), so deploying a remote never rebuilds the shell.
 */
import { join } from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_DEPENDENCIES, SHARE_STRATEGY, SHELL_DEV_PORT } from '@trama/shared/federation';

const dir = import.meta.dirname;
// The rspack CLI sets NODE_ENV before loading the config: 'production' for build, 'development' for serve.
const production = process.env.NODE_ENV !== 'development';
const hash = production ? '.[contenthash:8]' : '';
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
    filename: `[name]${hash}.js`,
    chunkFilename: `[name]${hash}.js`,
    cssFilename: `[name]${hash}.css`,
    cssChunkFilename: `[name]${hash}.css`,
    assetModuleFilename: `assets/[name]${hash}[ext]`,
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          detectSyntax: 'auto',
          jsc: { transform: { react: { runtime: 'automatic', development: !production, refresh: false } } },
        },
        type: 'javascript/auto',
      },
      // Rspack 2: native CSS is opt-in per rule.
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: SHARED_DEPENDENCIES,
      shareStrategy: SHARE_STRATEGY,
      // The shell is a host only: nothing consumes a manifest of it.
      manifest: false,
      dts: false,
      experiments: {
        optimization: { target: 'web' },
        // The shell provides the federation runtime to every remote (they build with
        // externalRuntime), so it is downloaded once per page instead of once per remote.
        provideExternalRuntime: true,
      },
    }),
    new rspack.HtmlRspackPlugin({
      template: './index.html',
      favicon: './favicon.svg',
      chunks: ['main'],
      publicPath: '/',
      minify: production,
    }),
  ],
  optimization: {
    splitChunks: {
      cacheGroups: {
        // One stylesheet for the shell, whatever chunk imports it.
        styles: { name: 'shell-styles', type: 'css/auto', chunks: 'all', enforce: true },
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

export default config;
