/** What the shell's and every remote's rspack config have in common: file names and loaders. */
import { createRequire } from 'node:module';
import { rspack, type RspackOptions } from '@rspack/core';

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

/**
 * The browsers the built CSS is written for: those that run the es2022 scripts (Chrome/Edge 98,
 * Firefox 94, Safari 15.4). Without it the CSS minifier wrote for older ones: -webkit-clip-path,
 * -webkit-backface-visibility, -webkit-appearance, -webkit-filter, :-webkit-any(:lang(…)) lists,
 * which the page inlines and the Nu checker refuses (issue 29 §20). With it, the minifier also
 * drops the prefixes a library's stylesheet carries that these browsers no longer need.
 */
export const CSS_TARGETS = ['chrome >= 98', 'edge >= 98', 'firefox >= 94', 'safari >= 15.4', 'ios_saf >= 15.4'];

/** The default minimizers (SWC for scripts, Lightning CSS for stylesheets), the CSS one for CSS_TARGETS. */
export const minimizers = () => [
  new rspack.SwcJsMinimizerRspackPlugin(),
  new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
];

/**
 * The federation runtime as ES modules. Its plugins name its packages' CommonJS files
 * (`require.resolve`: the bundler runtime, the runtime behind the `@module-federation/runtime`
 * alias, the external-runtime plugin), and CommonJS cannot be tree-shaken: the snapshot plugin,
 * the Node script loader and the rest that `experiments.optimization` turns off stayed in every
 * first load. Their ES builds lie beside them (`.js`); once every way in is ES, the packages'
 * own imports resolve to ES too, and the minifier drops what the defines disable.
 */
const FEDERATION_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const FEDERATION_ALIASED = /^@module-federation\/(runtime|runtime-tools)$/;
const require = createRequire(import.meta.url);
export const federationRuntimeAsEsm = () =>
  new rspack.NormalModuleReplacementPlugin(/^@module-federation\/|[\\/]node_modules[\\/]@module-federation[\\/]/, (resource) => {
    if (FEDERATION_ALIASED.test(resource.request)) resource.request = require.resolve(resource.request);
    if (FEDERATION_CJS.test(resource.request)) resource.request = resource.request.replace(/\.cjs$/, '.js');
  });

/**
 * Issue 31 §7 (storefront §9 "supported language list in one build: Italian only"): TRAMA_LANGUAGES
 * at build time, e.g. `TRAMA_LANGUAGES=it npm run build`; unset means all five. A code that is not
 * one of ours stops the build rather than being dropped quietly. The value is defined into every
 * bundle (shared/src/contract/constants.ts BUILD_LANGUAGES); the API reads the same variable.
 */
export function buildLanguagesDefine(value: string | undefined = process.env.TRAMA_LANGUAGES): Record<string, string> {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !['it', 'en', 'fr', 'de', 'es'].includes(code));
  if (unknown.length > 0) throw new Error(`TRAMA_LANGUAGES: ${unknown.join(', ')} is not one of it, en, fr, de, es`);
  return { 'process.env.TRAMA_LANGUAGES': JSON.stringify(codes.join(',')) };
}
