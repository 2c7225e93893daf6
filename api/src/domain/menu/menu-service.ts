import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language, type MenuItem, type MenuType } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { languageFallbacks } from '../language.ts';
import { Service } from '../service.ts';
import { MenuPaths, type EntryPaths } from './menu-paths.ts';
import type { MenuRepository, MenuRow, MenuUrlRow } from './menu-repository.ts';

/**
 * Issue 17 §1: each entry's address in every language, from its translation rows; a language
 * without a row (or with a null canonical_url) uses the language-neutral menu_items.canonical_url,
 * never another language's words.
 */
function entryPaths(rows: readonly MenuRow[], urls: readonly MenuUrlRow[]): Map<number, EntryPaths> {
  const own = new Map<number, Partial<EntryPaths>>();
  for (const url of urls) {
    if (!isLanguage(url.language)) continue;
    const paths = own.get(url.menuId) ?? {};
    paths[url.language] = url.canonicalUrl;
    own.set(url.menuId, paths);
  }
  const all = new Map<number, EntryPaths>();
  for (const { item } of rows) {
    const paths = own.get(item.menuId) ?? {};
    all.set(item.menuId, Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, paths[language] ?? item.canonicalUrl])) as EntryPaths);
  }
  return all;
}

function toMenuItem({ item, translation }: MenuRow, language: Language, paths: EntryPaths): MenuItem {
  return {
    menuId: item.menuId,
    key: item.key,
    label: translation.label,
    level: item.level,
    parent: item.parentId,
    children: [],
    menuType: item.menuType as MenuType,
    canonicalUrl: paths[language],
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
    alternates: { ...paths },
  };
}

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.menuId - b.menuId;

export class MenuService extends Service<{ repository: MenuRepository; brands: BrandService }> {
  /**
   * The flat menu list, parents before their children (depth first, by position). Every
   * entry's `children` holds its direct sub-entries (the same objects), so tree users need
   * no second pass.
   */
  async menu(brandId: number, language: Language): Promise<MenuItem[]> {
    await this.deps.brands.assertExists(brandId);
    const [rows, urls] = await Promise.all([
      this.deps.repository.findForBrand(brandId, languageFallbacks(language)),
      this.deps.repository.urlsForBrand(brandId),
    ]);
    const paths = entryPaths(rows, urls);
    const items = rows.map((row) => toMenuItem(row, language, paths.get(row.item.menuId)!));
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
    // A tile's link may be stored in another language's words (the Italian path): served in this one's.
    const index = new MenuPaths(flat.map((item) => item.alternates as EntryPaths));
    for (const item of flat) item.visuals = item.visuals.map((visual) => ({ ...visual, menuHref: index.localize(visual.menuHref, language) }));
    return flat;
  }

  /**
   * Issue 17 §1: the brand's menu addresses in every language, to serve any stored shop path (a
   * CMS link, a search hit's category) in the asked language's words.
   */
  async paths(brandId: number): Promise<MenuPaths> {
    const [rows, urls] = await Promise.all([
      this.deps.repository.findForBrand(brandId, languageFallbacks(DEFAULT_LANGUAGE)),
      this.deps.repository.urlsForBrand(brandId),
    ]);
    return new MenuPaths([...entryPaths(rows, urls).values()]);
  }
}
