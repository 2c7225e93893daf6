import { ContentImage } from '../../../components/content-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import type { LinksBlock as LinksBlockModel } from '../model/home-layout.ts';

export const LINKS_PHOTO_WIDTH = 800;
export const LINKS_PHOTO_HEIGHT = 600;

/** Storefront §2 Home section 3: a block with three links and an image. */
export function LinksBlock({ block, language }: { block: LinksBlockModel | null; language: string }) {
  if (!block) return null;
  return (
    <section className="cnt-links-block">
      <div className="cnt-links-block__text">
        {block.title ? <h2 className="cnt-links-block__title">{block.title}</h2> : null}
        {block.text ? <p className="cnt-links-block__intro">{block.text}</p> : null}
        <ul className="cnt-links-block__list">
          {block.links.map((link) => (
            <li key={link.key}>
              <ContentLink language={language} menuHref={link.menuHref} className="cnt-links-block__link">
                {link.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
      {block.photo ? (
        <ContentImage
          className="cnt-links-block__photo"
          photo={block.photo}
          width={LINKS_PHOTO_WIDTH}
          height={LINKS_PHOTO_HEIGHT}
        />
      ) : null}
    </section>
  );
}
