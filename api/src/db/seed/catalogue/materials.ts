/** Materials: MATERIAL filter slug, names, a sentence for descriptions, care and composition (storefront §3). */
import type { CareRow, CompositionRow } from '../../schema.ts';

type Pair<T> = { it: T; en: T };

export interface Material {
  slug: string;
  /** Display name (filter value). */
  name: Pair<string>;
  /** As written after "in" in a product name ("Lenzuolo in lino lavato"). */
  phrase: Pair<string>;
  blurb: Pair<string>;
  care: Pair<CareRow>;
  composition: Pair<CompositionRow[]>;
}

const washCare = (it: string[], en: string[]): Pair<CareRow> => ({
  it: { Lavaggio: [it[0]!, 'Lavare con colori simili'], Asciugatura: [it[1]!], Stiratura: [it[2]!] },
  en: { Washing: [en[0]!, 'Wash with similar colours'], Drying: [en[1]!], Ironing: [en[2]!] },
});

const fabric = (it: string, en: string, parts: [string, string, number][]): Pair<CompositionRow[]> => ({
  it: parts.map(([pIt, , value]) => ({ attribute: it, attributeValue: pIt, value })),
  en: parts.map(([, pEn, value]) => ({ attribute: en, attributeValue: pEn, value })),
});

const jewelCare: Pair<CareRow> = {
  it: { Pulizia: ['Pulire con un panno morbido', 'Evitare il contatto con profumi e creme'], Conservazione: ['Riporre nel sacchetto Trama'] },
  en: { Cleaning: ['Clean with a soft cloth', 'Avoid contact with perfume and creams'], Storage: ['Keep in the Trama pouch'] },
};

export const MATERIALS: Record<string, Material> = {
  lino: {
    slug: 'lino',
    name: { it: 'Lino', en: 'Linen' },
    phrase: { it: 'lino lavato', en: 'washed linen' },
    blurb: {
      it: 'Il lino lavato è morbido fin dal primo utilizzo, perché la lavatura in capo ne ammorbidisce le fibre; più lo lavi, più diventa bello.',
      en: 'Washed linen is soft from the very first use, because garment washing relaxes its fibres; it gets better with every wash.',
    },
    care: washCare(['Lavaggio in lavatrice a 40 °C', 'Asciugatrice a bassa temperatura', 'Stirare ancora umido'], ['Machine wash at 40 °C', 'Tumble dry at low temperature', 'Iron while damp']),
    composition: fabric('Tessuto', 'Fabric', [['Lino', 'Linen', 100]]),
  },
  cotone: {
    slug: 'cotone',
    name: { it: 'Cotone', en: 'Cotton' },
    phrase: { it: 'cotone', en: 'cotton' },
    blurb: {
      it: 'Cotone a fibra lunga, tessuto in Italia: fresco, resistente e facile da curare.',
      en: 'Long-staple cotton woven in Italy: fresh, hard-wearing and easy to care for.',
    },
    care: washCare(['Lavaggio in lavatrice a 60 °C', 'Asciugatrice consentita', 'Ferro a temperatura media'], ['Machine wash at 60 °C', 'Tumble dry allowed', 'Iron at medium temperature']),
    composition: fabric('Tessuto', 'Fabric', [['Cotone', 'Cotton', 100]]),
  },
  percalle: {
    slug: 'percalle',
    name: { it: 'Percalle', en: 'Percale' },
    phrase: { it: 'percalle di cotone', en: 'cotton percale' },
    blurb: {
      it: 'Percalle da 200 fili, dalla mano fresca e opaca: il classico delle lenzuola di casa.',
      en: '200 thread-count percale with a cool, matt feel: the classic of home bed linen.',
    },
    care: washCare(['Lavaggio in lavatrice a 60 °C', 'Asciugatrice a bassa temperatura', 'Ferro a temperatura alta'], ['Machine wash at 60 °C', 'Tumble dry at low temperature', 'Iron at high temperature']),
    composition: fabric('Tessuto', 'Fabric', [['Cotone', 'Cotton', 100]]),
  },
  raso: {
    slug: 'raso',
    name: { it: 'Raso', en: 'Sateen' },
    phrase: { it: 'raso di cotone', en: 'cotton sateen' },
    blurb: {
      it: 'Raso di cotone da 300 fili, setoso e luminoso, per un letto elegante.',
      en: '300 thread-count cotton sateen, silky and lustrous, for an elegant bed.',
    },
    care: washCare(['Lavaggio in lavatrice a 40 °C', 'Non usare asciugatrice', 'Stirare sul rovescio'], ['Machine wash at 40 °C', 'Do not tumble dry', 'Iron inside out']),
    composition: fabric('Tessuto', 'Fabric', [['Cotone', 'Cotton', 100]]),
  },
  spugna: {
    slug: 'spugna',
    name: { it: 'Spugna', en: 'Terry' },
    phrase: { it: 'spugna di cotone', en: 'cotton terry' },
    blurb: {
      it: 'Spugna di cotone biologico da 600 g/m², soffice e molto assorbente.',
      en: '600 gsm organic cotton terry, plush and highly absorbent.',
    },
    care: washCare(['Lavaggio in lavatrice a 60 °C', 'Asciugatrice consentita', 'Non stirare'], ['Machine wash at 60 °C', 'Tumble dry allowed', 'Do not iron']),
    composition: fabric('Spugna', 'Terry', [['Cotone biologico', 'Organic cotton', 100]]),
  },
  lana: {
    slug: 'lana',
    name: { it: 'Lana merino', en: 'Merino wool' },
    phrase: { it: 'lana merino', en: 'merino wool' },
    blurb: {
      it: 'Lana merino extrafine, calda e leggera, tessuta a Biella.',
      en: 'Extra-fine merino wool, warm and light, woven in Biella.',
    },
    care: washCare(['Lavaggio a mano in acqua fredda', 'Asciugare in piano', 'Non stirare'], ['Hand wash in cold water', 'Dry flat', 'Do not iron']),
    composition: fabric('Tessuto', 'Fabric', [['Lana merino', 'Merino wool', 100]]),
  },
  cashmere: {
    slug: 'cashmere',
    name: { it: 'Cashmere', en: 'Cashmere' },
    phrase: { it: 'cashmere', en: 'cashmere' },
    blurb: {
      it: 'Cashmere e lana merino: una carezza per le sere d’inverno.',
      en: 'Cashmere and merino wool: a soft embrace for winter evenings.',
    },
    care: washCare(['Lavaggio a secco', 'Asciugare in piano', 'Vapore senza contatto'], ['Dry clean', 'Dry flat', 'Steam without contact']),
    composition: fabric('Tessuto', 'Fabric', [['Cashmere', 'Cashmere', 70], ['Lana merino', 'Merino wool', 30]]),
  },
  oro: {
    slug: 'oro',
    name: { it: 'Oro 18kt', en: '18kt gold' },
    phrase: { it: 'Oro 18kt', en: '18kt gold' },
    blurb: {
      it: 'Oro 18 carati lavorato a mano da orafi vicentini.',
      en: '18-carat gold, handmade by goldsmiths in Vicenza.',
    },
    care: jewelCare,
    composition: fabric('Metallo', 'Metal', [['Oro', 'Gold', 75], ['Argento', 'Silver', 12.5], ['Rame', 'Copper', 12.5]]),
  },
  argento: {
    slug: 'argento',
    name: { it: 'Argento 925', en: 'Sterling silver 925' },
    phrase: { it: 'Argento 925', en: 'Sterling silver' },
    blurb: {
      it: 'Argento 925 rodiato, che non si ossida e non teme l’acqua.',
      en: 'Rhodium-plated sterling silver that does not tarnish and does not fear water.',
    },
    care: jewelCare,
    composition: fabric('Metallo', 'Metal', [['Argento', 'Silver', 92.5], ['Rame', 'Copper', 7.5]]),
  },
};
