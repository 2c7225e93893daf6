/**
 * A CMS grid (storefront §2) from its data folder api/seed-data/content/<page>/ (issue 32 §1):
 * data.json lists sections → widgets → fields; a translated field becomes one row per language.
 */
import { Type } from 'typebox';
import type { contentItems } from '../schema.ts';
import { loadSeedData, TextsSchema } from './seed-data.ts';
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

const FieldSchema = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    type: Type.Union([Type.Literal('PHOTO'), Type.Literal('TEXT'), Type.Literal('VIDEO')]),
    /** A photo's path, a language-neutral value ("12,40"), or a text in each language. */
    value: Type.Union([Type.String(), TextsSchema]),
    altText: Type.Optional(TextsSchema),
    menuHref: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const GridSchema = Type.Object(
  { gridId: Type.Integer(), name: Type.String(), sections: Type.Array(Type.Array(Type.Array(FieldSchema))) },
  { additionalProperties: false },
);

/** The grid in api/seed-data/content/<page>/. */
export function gridFromData(page: string): GridSeed {
  const data = loadSeedData(`content/${page}`, GridSchema);
  return grid(data.gridId, data.name, data.sections);
}

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
