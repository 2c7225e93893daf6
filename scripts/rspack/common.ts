/** What the shell's and every remote's rspack config have in common: file names and loaders. */
import type { RspackOptions } from '@rspack/core';

/** The rspack CLI sets NODE_ENV before loading a config: 'production' for build, 'development' for serve. */
export const isProductionBuild = (): boolean => process.env.NODE_ENV !== 'development';

/** Content-hashed names in production, so the API can serve them as immutable. */
export function outputNames(production: boolean) {
  const hash = production ? '.[contenthash:8]' : '';
  return {
    filename: `[name]${hash}.js`,
    chunkFilename: `[name]${hash}.js`,
    cssFilename: `[name]${hash}.css`,
    cssChunkFilename: `[name]${hash}.css`,
    assetModuleFilename: `assets/[name]${hash}[ext]`,
  };
}

/** TypeScript and JSX through the built-in SWC loader; CSS natively (opt-in per rule in Rspack 2). */
export function moduleRules(production: boolean): NonNullable<RspackOptions['module']> {
  return {
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
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset' },
    ],
  };
}

export const RESOLVE: RspackOptions['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // rxjs publishes an ES2015 build under this condition; its default (ES5) build pulls in tslib's
  // helpers, ~4 KB more on every first load for code every browser we support runs natively.
  conditionNames: ['es2015', '...'],
};
