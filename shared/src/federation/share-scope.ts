/**
 * The one share-scope definition (architecture §2), imported by every rspack config.
 * Singletons so that React, the bus and i18n exist once on the page.
 * No `eager`: the shell and each remote load them lazily behind an async boundary.
 */
export interface SharedDependency {
  singleton: boolean;
  requiredVersion: string | false;
  strictVersion?: boolean;
}

export const SHARE_STRATEGY = 'loaded-first' as const;

const singleton = (requiredVersion: string | false): SharedDependency => ({ singleton: true, requiredVersion });

export const SHARED_DEPENDENCIES: Record<string, SharedDependency> = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  rxjs: singleton('^7.8.0'),
  i18next: singleton(false),
  'react-i18next': singleton(false),
  'single-spa-react': singleton(false),
  '@trama/shared/bus': singleton(false),
  '@trama/shared/i18n': singleton(false),
  '@trama/shared/api': singleton(false),
  '@trama/shared/contract': singleton(false),
  '@trama/shared/parcel': singleton(false),
  '@trama/shared/ui': singleton(false),
  '@trama/shared/rules': singleton(false),
};
