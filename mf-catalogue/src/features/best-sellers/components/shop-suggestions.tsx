import { BestSellers } from './best-sellers.tsx';
import { MainCategories } from './main-categories.tsx';

/**
 * Issue 17 §5: what an empty page (wishlist, search without results) offers instead of a grey
 * sentence — the main categories and the best sellers.
 */
export function ShopSuggestions({ language }: { language: string }) {
  return (
    <div className="cat-shop-suggestions">
      <MainCategories language={language} />
      <BestSellers language={language} />
    </div>
  );
}
