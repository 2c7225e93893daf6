import type { ContentItem, ContentType, Language } from '@trama/shared/contract';
import { notFound } from '../errors.ts';
import { languageFallbacks } from '../language.ts';
import type { ContentRepository } from './content-repository.ts';

export class ContentService {
  private readonly repository: ContentRepository;

  constructor(repository: ContentRepository) {
    this.repository = repository;
  }

  async grid(gridId: number, language: Language): Promise<ContentItem[]> {
    if (!(await this.repository.gridExists(gridId))) {
      throw notFound('GRID_NOT_FOUND', `Content grid ${gridId} does not exist.`);
    }
    const rows = await this.repository.items(gridId, languageFallbacks(language));
    return rows.map((row) => ({
      section: row.section,
      widget: row.widget,
      position: row.position,
      type: row.type as ContentType,
      name: row.name,
      value: row.value,
      altText: row.altText,
      menuHref: row.menuHref,
    }));
  }
}
