import type { Language, MenuItem, MenuType } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { languageFallbacks } from '../language.ts';
import type { MenuRepository, MenuRow } from './menu-repository.ts';

function toMenuItem({ item, translation }: MenuRow, language: Language): MenuItem {
  return {
    menuId: item.menuId,
    key: item.key,
    label: translation.label,
    level: item.level,
    parent: item.parentId,
    children: [],
    menuType: item.menuType as MenuType,
    canonicalUrl: item.canonicalUrl,
    altUrl1: item.altUrl1,
    altUrl2: item.altUrl2,
    gridId: item.gridId,
    gridTypeId: item.gridTypeId,
    position: item.position,
    colored: item.colored,
    description: translation.description,
    // The asked language, even where a text fell back to another one: the list is "the menu in it".
    language,
    promotion: item.promotion,
    productType: item.productType,
    visuals: translation.visuals,
  };
}

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.menuId - b.menuId;

export class MenuService {
  private readonly repository: MenuRepository;
  private readonly brands: BrandService;

  constructor(repository: MenuRepository, brands: BrandService) {
    this.repository = repository;
    this.brands = brands;
  }

  /**
   * The flat menu list, parents before their children (depth first, by position). Every
   * entry's `children` holds its direct sub-entries (the same objects), so tree users need
   * no second pass.
   */
  async menu(brandId: number, language: Language): Promise<MenuItem[]> {
    await this.brands.assertExists(brandId);
    const rows = await this.repository.findForBrand(brandId, languageFallbacks(language));
    const items = rows.map((row) => toMenuItem(row, language));
    const byId = new Map(items.map((item) => [item.menuId, item]));
    const roots: MenuItem[] = [];
    for (const item of items) {
      const parent = item.parent === null ? undefined : byId.get(item.parent);
      if (parent) parent.children.push(item);
      else roots.push(item);
    }
    const flat: MenuItem[] = [];
    const visit = (list: MenuItem[]) => {
      for (const item of list.sort(byPosition)) {
        flat.push(item);
        visit(item.children);
      }
    };
    visit(roots);
    return flat;
  }
}
