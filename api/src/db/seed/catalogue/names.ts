/**
 * Product names and descriptions of the demo catalogue in each shop language, with each
 * language's own word order (issue 17 §1):
 *   it "Lenzuolo in lino lavato Righe Salvia"      en "Sheet in washed linen, stripes, Sage"
 *   fr "Drap en lin lavé, rayures, Sauge"           de "Bettlaken aus gewaschenem Leinen, Streifen, Salbei"
 *   es "Sábana de lino lavado, rayas, Salvia"
 * Jewels: it "Collana Oro 18kt Goccia", en "Drop necklace in 18kt gold", fr "Collier Goutte en or
 * 18 carats", de "Halskette Tropfen aus 18-karätigem Gold", es "Collar Gota de oro de 18 quilates".
 */
import type { Language } from '@trama/shared/contract';
import { Type } from 'typebox';
import { inEveryLanguageSchema, loadSeedData } from '../seed-data.ts';
import type { Colour } from './colours.ts';
import { inEveryLanguage, type Texts } from './languages.ts';
import type { Material } from './materials.ts';

const Words = inEveryLanguageSchema(Type.String());
const NamesData = Type.Object({
  madeOf: Words,
  packOfThree: Words,
  tail: Type.Object({ jewel: Words, textile: Words }, { additionalProperties: false }),
  parure: Words,
  parureItems: Type.Array(Type.Object({ menuId: Type.Integer(), noun: Words, factor: Type.Number() }, { additionalProperties: false })),
});

/** The words names and descriptions are built from: api/seed-data/catalogue/names/ (issue 32 §1). */
const DATA = loadSeedData('catalogue/names', NamesData);

/** The preposition between a textile's noun and its material. */
const MADE_OF: Texts = DATA.madeOf;

/** Suffix of a product sold as a pack of three. */
export const PACK_OF_THREE: Texts = DATA.packOfThree;

/** What a textile is, without its colour: "Drap en lin lavé, rayures" (a description's opening). */
export function textileKind(noun: Texts, material: Material, motif: Texts | null): Texts {
  return inEveryLanguage((l) => {
    const base = `${noun[l]} ${MADE_OF[l]} ${material.phrase[l]}`;
    if (!motif) return base;
    if (l === 'it') return `${base} ${motif.it}`;
    return `${base}, ${l === 'de' ? motif.de : motif[l].toLocaleLowerCase(l)}`;
  });
}

export function textileName(noun: Texts, material: Material, motif: Texts | null, colour: Colour, pack: boolean): Texts {
  return inEveryLanguage((l) => {
    const base = `${noun[l]} ${MADE_OF[l]} ${material.phrase[l]}`;
    const suffix = pack ? PACK_OF_THREE[l] : '';
    // Italian writes motif and colour as a run of capitalised words; the others list them after commas.
    if (l === 'it') return `${base}${motif ? ` ${motif.it}` : ''} ${colour.name.it}${suffix}`;
    // German nouns keep their capital ("Streifen"); the others write the motif in lower case.
    const motifText = motif ? (l === 'de' ? motif.de : motif[l].toLocaleLowerCase(l)) : '';
    return `${base}${motif ? `, ${motifText}` : ''}, ${colour.name[l]}${suffix}`;
  });
}

export function jewelName(noun: Texts, phrase: Texts, motif: Texts): Texts {
  return {
    it: `${noun.it} ${phrase.it} ${motif.it}`,
    en: `${motif.en} ${noun.en.toLowerCase()} in ${phrase.en}`,
    fr: `${noun.fr} ${motif.fr} en ${phrase.fr}`,
    de: `${noun.de} ${motif.de} aus ${phrase.de}`,
    es: `${noun.es} ${motif.es} de ${phrase.es}`,
  };
}

/** First sentence of a description when the product has no lead of its own: what it is, then its colour. */
function defaultLead(language: Language, name: string, colour: Colour): string {
  const colourName = colour.name[language];
  switch (language) {
    case 'it':
      return `${name}, colore ${colourName.toLowerCase()}.`;
    case 'en':
      return `${name}, in ${colourName.toLowerCase()}.`;
    case 'fr':
      return `${name}, coloris ${colourName.toLocaleLowerCase('fr')}.`;
    case 'de':
      // German nouns keep their capital: "in Salbei".
      return `${name}, in ${colourName}.`;
    case 'es':
      return `${name}, color ${colourName.toLocaleLowerCase('es')}.`;
  }
}

const TAIL: Record<'jewel' | 'textile', Texts> = DATA.tail;

/** `kind`: the product without its colour ("Drap en lin lavé, rayures"; a jewel's whole name). */
export function description(kind: Texts, colour: Colour, material: Material, jewel: boolean, lead?: Texts): Texts {
  return inEveryLanguage((l) => `${lead?.[l] ?? defaultLead(l, kind[l], colour)} ${material.blurb[l]} ${TAIL[jewel ? 'jewel' : 'textile'][l]}`);
}

/** The four items of a parure (bed linen set), as its own name and its description's lead say. */
export const PARURE_ITEMS: { menuId: number; noun: Texts; factor: number }[] = DATA.parureItems;

const PARURE: Texts = DATA.parure;

export function parureName(material: Material, colour: Colour): Texts {
  return textileName(PARURE, material, null, colour, false);
}

export function parureLead(material: Material, colour: Colour): Texts {
  const c = colour.name;
  const m = material.phrase;
  return {
    it: `Lenzuolo, lenzuolo con angoli, copripiumino e federa coordinati, in ${m.it} ${c.it.toLowerCase()}.`,
    en: `Flat sheet, fitted sheet, duvet cover and pillowcase to match, in ${c.en.toLowerCase()} ${m.en}.`,
    fr: `Drap plat, drap-housse, housse de couette et taie d'oreiller assortis, en ${m.fr}, coloris ${c.fr.toLocaleLowerCase('fr')}.`,
    de: `Bettlaken, Spannbettlaken, Bettbezug und Kissenbezug passend zueinander, aus ${m.de} in ${c.de}.`,
    es: `Sábana encimera, sábana bajera, funda nórdica y funda de almohada a juego, de ${m.es} en color ${c.es.toLocaleLowerCase('es')}.`,
  };
}
