import { ContentImage } from '../../../components/content-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import type { WidgetView } from '../../../components/grid/widget-view.ts';
import type { ContentT } from '../../../components/use-content-t.ts';

export const CATEGORY_WIDTH = 600;
export const CATEGORY_HEIGHT = 750;

interface CategoryGridProps {
  categories: WidgetView[];
  language: string;
  t: ContentT;
  /** The first photo is the page's LCP candidate when no banner slider is shown. */
  priorityFirst?: boolean;
  className?: string;
}

/** Storefront §2 Home sections 2 and 4: category photos with name, description and a discover link. */
export function CategoryGrid({ categories, language, t, priorityFirst = false, className = '' }: CategoryGridProps) {
  if (categories.length === 0) return null;
  return (
    <section className={`cnt-categories ${className}`.trim()}>
      <ul className="cnt-categories__list">
        {categories.map((category, index) => (
          <li key={category.key} className="cnt-category">
            {/* One link per card: the photo, the name and "discover" all go to the category. */}
            <ContentLink language={language} menuHref={category.link?.menuHref} className="cnt-category__link">
              {category.photo ? (
                <ContentImage
                  className="cnt-category__photo"
                  photo={{ ...category.photo, alt: '' }}
                  width={CATEGORY_WIDTH}
                  height={CATEGORY_HEIGHT}
                  priority={priorityFirst && index === 0}
                />
              ) : null}
              {category.title ? <h2 className="cnt-category__name">{category.title}</h2> : null}
              {category.text || category.subtitle ? (
                <p className="cnt-category__description">{category.text ?? category.subtitle}</p>
              ) : null}
              {category.link ? (
                <span className="cnt-category__discover">{category.link.label ?? t('home.discover')}</span>
              ) : null}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
