/** Small builders so a CMS grid reads like the page it describes. */
import type { contentItems } from '../schema.ts';
import { languagesOf, textIn, type Texts } from './texts.ts';

type ContentInsert = typeof contentItems.$inferInsert;

export interface Field {
  name: string;
  type: 'PHOTO' | 'TEXT' | 'VIDEO';
  value: string | Texts;
  altText?: Texts;
  menuHref?: string;
}

export interface GridSeed {
  gridId: number;
  name: string;
  items: ContentInsert[];
}

export const photo = (src: string, altText: Texts, menuHref?: string): Field => ({ name: 'Photo', type: 'PHOTO', value: src, altText, menuHref });
export const text = (name: string, value: string | Texts, menuHref?: string): Field => ({ name, type: 'TEXT', value, menuHref });
export const link = (label: Texts, menuHref: string): Field => ({ name: 'Link', type: 'TEXT', value: label, menuHref });

/** One widget: its fields get positions 1..n; translated fields become one row per language. */
export function widget(gridId: number, section: number, widgetNo: number, fields: Field[]): ContentInsert[] {
  return fields.flatMap((field, i): ContentInsert[] => {
    const base = { gridId, section, widget: widgetNo, position: i + 1, type: field.type, name: field.name, menuHref: field.menuHref ?? null };
    const languages = languagesOf(field.value, field.altText);
    if (languages.length === 0) return [{ ...base, language: null, value: field.value as string, altText: null }];
    return languages.map((language) => ({
      ...base,
      language,
      value: typeof field.value === 'string' ? field.value : textIn(field.value, language),
      altText: field.altText ? textIn(field.altText, language) : null,
    }));
  });
}

/** A grid from sections, each a list of widgets (a widget is a list of fields). */
export function grid(gridId: number, name: string, sections: Field[][][]): GridSeed {
  return {
    gridId,
    name,
    items: sections.flatMap((widgets, s) => widgets.flatMap((fields, w) => widget(gridId, s + 1, w + 1, fields))),
  };
}
