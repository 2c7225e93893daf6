/**
 * The Node builds of the shell and the remotes (docs/rendering.md). Module Federation 2 for Node:
 * `target: 'async-node'`, the `@module-federation/node` runtime plugin (loads chunks and remote
 * entries over HTTP into the process), `remoteType: 'script'` and `library: commonjs-module`.
 * Same exposed modules, same share scope as the browser build; written to `dist/server/`, so one
 * build id (the hash of dist/) covers both.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RESOLVE, buildLanguagesDefine, moduleRules } from './common.ts';
import { SHARED_DEPENDENCIES, SHARE_STRATEGY } from '@trama/shared/federation';

const require = createRequire(import.meta.url);
export const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');
const EMPTY_MODULE_LOADER = require.resolve('./empty-module-loader.cjs');

/** The browser rules, with stylesheets emptied: the server build never ships CSS. */
export function serverModuleRules(): NonNullable<RspackOptions['module']> {
  const rules = (moduleRules(true).rules ?? []).filter((rule) => !(rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/)));
  return { rules: [...rules, { test: /\.css$/, loader: EMPTY_MODULE_LOADER, type: 'javascript/auto' }] };
}

export interface ServerConfigOptions {
  name: string;
  dir: string;
  outDir: string;
  /** Runs after this compiler: the browser build cleans dist/ first. */
  after?: string;
  entry?: RspackOptions['entry'];
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0];
}

export function createServerConfig(options: ServerConfigOptions): RspackOptions {
  return {
    name: `${options.name}-server`,
    ...(options.after ? { dependencies: [options.after] } : {}),
    context: options.dir,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: options.entry ?? {},
    output: {
      path: join(options.outDir, 'server'),
      publicPath: 'auto',
      uniqueName: `trama_${options.name}_server`,
      // The shell's entry is require()d by the API (a "type": "module" package): .cjs says what it is.
      filename: options.entry ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: !options.after,
    },
    resolve: RESOLVE,
    module: serverModuleRules(),
    plugins: [
      new ModuleFederationPlugin({
        shared: SHARED_DEPENDENCIES,
        shareStrategy: SHARE_STRATEGY,
        remoteType: 'script',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        dts: false,
        ...options.federation,
      }),
      new rspack.DefinePlugin({ 'process.env.TRAMA_SALES_MODE': JSON.stringify(process.env.TRAMA_SALES_MODE ?? 'default') }),
      new rspack.DefinePlugin(buildLanguagesDefine()),
    ],
    // Readable stack traces on the server; the files never travel to a browser.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
