import type { MenuItem } from '../../contract/menu.ts';
import { ShopLink } from '../shop-link.tsx';

/**
 * Menu categories as links side by side that wrap (`.ui-inline-list`): the empty basket's and the
 * catalogue's empty states offer the shop's main categories this way. Each link keeps its owner's class.
 */
export function CategoryLinks({ language, categories, linkClassName }: { language: string; categories: readonly MenuItem[]; linkClassName: string }) {
  return (
    <ul className="ui-inline-list">
      {categories.map((item) => (
        <li key={item.menuId}>
          <ShopLink language={language} to={item.canonicalUrl} className={linkClassName}>
            {item.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
