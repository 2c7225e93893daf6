/**
 * The five remotes, their Module Federation container names and exposed parcels.
 * Build configs and the shell's route table both read this, so a parcel name is written once.
 */
export const REMOTES = {
  catalogue: {
    packageDir: 'mf-catalogue',
    devPort: 3001,
    exposes: ['ProductList', 'ProductPage', 'SearchBox', 'SearchPage', 'Wishlist', 'GoldSilver', 'RecommendedProducts', 'FavouriteProducts', 'BestSellers'],
  },
  basket: {
    packageDir: 'mf-basket-checkout',
    devPort: 3002,
    exposes: ['BasketHeader', 'OrderPage', 'ValidateDiscount', 'PaymentResult'],
  },
  account: {
    packageDir: 'mf-account',
    devPort: 3003,
    exposes: ['AccountPage', 'ContactPage', 'CataloguesPage'],
  },
  content: {
    packageDir: 'mf-content',
    devPort: 3004,
    exposes: ['HomePage', 'ContentPage', 'MagazinePage', 'MagazinePost', 'NotFound', 'Unavailable', 'Newsletter', 'SitemapPage', 'SizeGuide'],
  },
  stores: {
    packageDir: 'mf-stores',
    devPort: 3005,
    exposes: ['StoreLocator', 'StorePanel', 'ShopperPage', 'ShopsList'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedParcel<R extends RemoteName = RemoteName> = (typeof REMOTES)[R]['exposes'][number];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL_DEV_PORT = 3000;

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTES, value);
}

/** The `loadRemote` id of a parcel, e.g. 'catalogue/ProductList'. */
export function parcelId<R extends RemoteName>(remote: R, parcel: ExposedParcel<R>): string {
  return `${remote}/${parcel}`;
}

/** The flag that switches a remote on or off (flags.json, architecture §2). */
export function remoteFlagKey(remote: RemoteName): string {
  return `remote-${remote}`;
}
