/**
 * Materials: MATERIAL filter slug, names, a sentence for descriptions, care and composition
 * (storefront §3), written in the five shop languages (issue 17 §1): api/seed-data/catalogue/materials/
 * (issue 32 §1); here the care and composition tables are built from its words.
 */
import type { Language } from '@trama/shared/contract';
import { Type } from 'typebox';
import type { CareRow, CompositionRow } from '../../schema.ts';
import { inEveryLanguageSchema, loadSeedData, SeedDataError } from '../seed-data.ts';
import type { Texts } from './languages.ts';

export interface Material {
  slug: string;
  /** Display name (filter value). */
  name: Texts;
  /**
   * As written after the preposition of a product name: it "Lenzuolo in lino lavato", en "Sheet in
   * washed linen", fr "Drap en lin lavé", de "Bettlaken aus gewaschenem Leinen" (dative), es "Sábana de lino lavado".
   */
  phrase: Texts;
  blurb: Texts;
  care: Texts<CareRow>;
  composition: Texts<CompositionRow[]>;
}

const Words = inEveryLanguageSchema(Type.String());
const MaterialsData = Type.Object({
  /** Care headings [washing, drying, ironing] and the line every washable textile shares. */
  washHeadings: inEveryLanguageSchema(Type.Tuple([Type.String(), Type.String(), Type.String()])),
  similarColours: Words,
  /** Jewels' care table: heading → lines. */
  jewelCare: inEveryLanguageSchema(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** Composition words: attributes (fabric, terry, metal) and components (linen, cotton, …). */
  words: Type.Record(Type.String(), Words),
  /** The 18kt rose-gold phrase a jewel takes instead of its material's (colour oro_rosa). */
  roseGoldPhrase: Words,
  materials: Type.Array(
    Type.Object(
      {
        slug: Type.String({ pattern: '^[a-z]+$' }),
        name: Words,
        phrase: Words,
        blurb: Words,
        /** A textile's [washing, drying, ironing] lines, or "jewel" for the jewels' care. */
        care: Type.Union([Type.Object({ washing: inEveryLanguageSchema(Type.Tuple([Type.String(), Type.String(), Type.String()])) }, { additionalProperties: false }), Type.Literal('jewel')]),
        /** An attribute of "words" and its parts: [a component of "words", percentage]. */
        composition: Type.Object({ attribute: Type.String(), parts: Type.Array(Type.Tuple([Type.String(), Type.Number()])) }, { additionalProperties: false }),
      },
      { additionalProperties: false },
    ),
  ),
});

/** The materials and their words: api/seed-data/catalogue/materials/ (issue 32 §1). */
const DATA = loadSeedData('catalogue/materials', MaterialsData);

const WASH_HEADINGS: Texts<[string, string, string]> = DATA.washHeadings;
const SIMILAR_COLOURS: Texts = DATA.similarColours;

function word(name: string, slug: string): Texts {
  const found = DATA.words[name];
  if (!found) throw new SeedDataError(`api/seed-data/catalogue/materials/data.json ${slug}: no word "${name}" in "words"`);
  return found;
}

/** Lines: [washing, drying, ironing] per language. */
function washCare(lines: Texts<[string, string, string]>): Texts<CareRow> {
  const row = (language: Language): CareRow => {
    const [wash, dry, iron] = WASH_HEADINGS[language];
    const [washLine, dryLine, ironLine] = lines[language];
    return { [wash]: [washLine, SIMILAR_COLOURS[language]], [dry]: [dryLine], [iron]: [ironLine] };
  };
  return { it: row('it'), en: row('en'), fr: row('fr'), de: row('de'), es: row('es') };
}

/** A component of a composition: its name per language and its percentage. */
type Part = [Texts, number];

function fabric(attribute: Texts, parts: Part[]): Texts<CompositionRow[]> {
  const rows = (language: Language) => parts.map(([name, value]) => ({ attribute: attribute[language], attributeValue: name[language], value }));
  return { it: rows('it'), en: rows('en'), fr: rows('fr'), de: rows('de'), es: rows('es') };
}

export const MATERIALS: Record<string, Material> = Object.fromEntries(
  DATA.materials.map((material): [string, Material] => [
    material.slug,
    {
      slug: material.slug,
      name: material.name,
      phrase: material.phrase,
      blurb: material.blurb,
      care: material.care === 'jewel' ? DATA.jewelCare : washCare(material.care.washing),
      composition: fabric(
        word(material.composition.attribute, material.slug),
        material.composition.parts.map(([name, value]): Part => [word(name, material.slug), value]),
      ),
    },
  ]),
);

/** The 18kt rose-gold phrase a jewel takes instead of its material's (colour oro_rosa). */
export const ROSE_GOLD_PHRASE: Texts = DATA.roseGoldPhrase;
