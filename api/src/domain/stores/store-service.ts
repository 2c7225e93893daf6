import type { Store } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import type { StoreRepository, StoreRow } from './store-repository.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function toStore(row: StoreRow): Store {
  const { brandId: _brandId, openingHours, ...store } = row;
  // jsonb keeps keys sorted alphabetically; shoppers read a week from Monday.
  const ordered = Object.fromEntries(
    Object.entries(openingHours).sort(([a], [b]) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)),
  );
  return { ...store, openingHours: ordered };
}

export class StoreService {
  private readonly repository: StoreRepository;
  private readonly brands: BrandService;

  constructor(repository: StoreRepository, brands: BrandService) {
    this.repository = repository;
    this.brands = brands;
  }

  async byBrand(brandId: number): Promise<Store[]> {
    await this.brands.assertExists(brandId);
    return (await this.repository.byBrand(brandId)).map(toStore);
  }
}
