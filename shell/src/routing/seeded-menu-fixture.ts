/**
 * Test support: the demo shop's real menu (the API's seed module) shaped the way GET /menu sends
 * it in one language — labels and canonicalUrl in that language, `alternates` in all five
 * (issue 17 §1), parents before their children, each level by position.
 */
import { SUPPORTED_LANGUAGES, type Language, type MenuItem, type MenuType } from '@trama/shared/contract';
import { MENU_ROWS, MENU_TRANSLATION_ROWS } from '../../../api/src/db/seed/menu.ts';

export function seededMenu(language: Language): MenuItem[] {
  const items = MENU_ROWS.map((row): MenuItem => {
    const translationIn = (code: Language) => MENU_TRANSLATION_ROWS.find((t) => t.menuId === row.menuId && t.language === code);
    const translation = translationIn(language);
    const urlIn = (code: Language) => translationIn(code)?.canonicalUrl ?? row.canonicalUrl ?? '';
    return {
      menuId: row.menuId,
      key: row.key,
      label: translation?.label ?? row.key,
      level: row.level ?? 1,
      parent: row.parentId ?? null,
      children: [],
      menuType: row.menuType as MenuType,
      canonicalUrl: urlIn(language),
      altUrl1: row.altUrl1 ?? null,
      altUrl2: null,
      gridId: row.gridId ?? null,
      gridTypeId: row.gridTypeId ?? null,
      position: row.position ?? 0,
      colored: row.colored ?? false,
      description: translation?.description ?? null,
      language,
      promotion: row.promotion ?? false,
      productType: null,
      visuals: translation?.visuals ?? [],
      alternates: Object.fromEntries(SUPPORTED_LANGUAGES.map((code) => [code, urlIn(code)])),
    };
  });
  const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.menuId - b.menuId;
  for (const item of items) if (item.parent !== null) items.find((p) => p.menuId === item.parent)?.children.push(item);
  const flat: MenuItem[] = [];
  const visit = (list: MenuItem[]) => {
    for (const item of [...list].sort(byPosition)) {
      flat.push(item);
      visit(item.children);
    }
  };
  visit(items.filter((item) => item.parent === null));
  return flat;
}
