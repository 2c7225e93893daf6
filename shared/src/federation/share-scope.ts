/**
 * The one share-scope definition (architecture §2), imported by every rspack config.
 * Libraries are singletons so that React, i18next and single-spa exist once on the page.
 * No `eager`: the shell and each remote load them lazily behind an async boundary.
 *
 * Not shared: rxjs. Only the bus (`@trama/shared/bus`) uses it, a few operators, so each build
 * bundles the tree-shaken part into its bus chunk instead of loading the whole library as a
 * share-scope module. The bus itself is one per page through globalThis, not through rxjs. The
 * React binding of i18next is the contract's own (`@trama/shared/i18n`), not react-i18next.
 */
export interface SharedDependency {
  singleton: boolean;
  requiredVersion: string | false;
  strictVersion?: boolean;
}

export const SHARE_STRATEGY = 'loaded-first' as const;

const singleton = (requiredVersion: string | false): SharedDependency => ({ singleton: true, requiredVersion });

/**
 * The version of @trama/shared (its package.json; a test keeps the two equal). Bump the minor
 * version with every addition to the contract, the major with every breaking change.
 */
export const SHARED_CONTRACT_VERSION = '1.17.0';

const SHARED_SUBPATHS = ['bus', 'i18n', 'api', 'contract', 'parcel', 'ui', 'rules'] as const;

const contractCopy = (): SharedDependency => ({ singleton: false, requiredVersion: `^${SHARED_CONTRACT_VERSION}` });

export const SHARED_DEPENDENCIES: Record<string, SharedDependency> = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  i18next: singleton(false),
  // single-spa keeps page-wide state (its router patches history, window.singleSpaNavigate): a
  // second copy from a remote's chunk warns "loaded twice" and doubles popstate handling.
  'single-spa': singleton('^6.0.0'),
  // The contract package is versioned, not a singleton: a remote built against a newer contract
  // than the copy already on the page gets its own copy instead of missing exports. State that
  // must be one per page (bus, i18n, API client) lives on globalThis, so copies still share it.
  ...Object.fromEntries(
    SHARED_SUBPATHS.map((subpath) => [`@trama/shared/${subpath}`, contractCopy()]),
  ),
};
