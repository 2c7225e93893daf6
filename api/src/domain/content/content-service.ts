import { DEFAULT_LANGUAGE, isLanguage, type ContentItem, type ContentType, type Language } from '@trama/shared/contract';
import { notFound } from '../errors.ts';
import type { ContentRepository, ContentRow } from './content-repository.ts';

/**
 * Issue 17 §1: an item missing in the asked language is served in Italian, the language every
 * grid is written in first — never in English, which a French shopper reads no better.
 */
export function contentLanguages(language: Language): Language[] {
  return [...new Set<Language>([language, DEFAULT_LANGUAGE])];
}

function toItem(row: ContentRow): ContentItem {
  const item: ContentItem = {
    section: row.section,
    widget: row.widget,
    position: row.position,
    type: row.type as ContentType,
    name: row.name,
    value: row.value,
    altText: row.altText,
    // The route serves it in the asked language's words (menuService.paths, issue 17 §1).
    menuHref: row.menuHref,
  };
  // The row's language tells a client which items fell back (ContentItem.language).
  if (isLanguage(row.language)) item.language = row.language;
  return item;
}

export class ContentService {
  private readonly repository: ContentRepository;

  constructor(repository: ContentRepository) {
    this.repository = repository;
  }

  async grid(gridId: number, language: Language): Promise<ContentItem[]> {
    if (!(await this.repository.gridExists(gridId))) {
      throw notFound('GRID_NOT_FOUND', `Content grid ${gridId} does not exist.`);
    }
    const rows = await this.repository.items(gridId, contentLanguages(language));
    return rows.map(toItem);
  }
}
