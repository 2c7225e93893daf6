/**
 * Materials: MATERIAL filter slug, names, a sentence for descriptions, care and composition
 * (storefront §3), written in the five shop languages (issue 17 §1).
 */
import type { Language } from '@trama/shared/contract';
import type { CareRow, CompositionRow } from '../../schema.ts';
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

/** Care headings and the line every washable textile shares. */
const WASH_HEADINGS: Texts<[string, string, string]> = {
  it: ['Lavaggio', 'Asciugatura', 'Stiratura'],
  en: ['Washing', 'Drying', 'Ironing'],
  fr: ['Lavage', 'Séchage', 'Repassage'],
  de: ['Waschen', 'Trocknen', 'Bügeln'],
  es: ['Lavado', 'Secado', 'Planchado'],
};
const SIMILAR_COLOURS: Texts = {
  it: 'Lavare con colori simili',
  en: 'Wash with similar colours',
  fr: 'Laver avec des couleurs similaires',
  de: 'Mit ähnlichen Farben waschen',
  es: 'Lavar con colores similares',
};

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

const t = (it: string, en: string, fr: string, de: string, es: string): Texts => ({ it, en, fr, de, es });

const FABRIC = t('Tessuto', 'Fabric', 'Tissu', 'Gewebe', 'Tejido');
const TERRY = t('Spugna', 'Terry', 'Éponge', 'Frottee', 'Rizo');
const METAL = t('Metallo', 'Metal', 'Métal', 'Metall', 'Metal');
const LINEN = t('Lino', 'Linen', 'Lin', 'Leinen', 'Lino');
const COTTON = t('Cotone', 'Cotton', 'Coton', 'Baumwolle', 'Algodón');
const ORGANIC_COTTON = t('Cotone biologico', 'Organic cotton', 'Coton biologique', 'Bio-Baumwolle', 'Algodón orgánico');
const MERINO = t('Lana merino', 'Merino wool', 'Laine mérinos', 'Merinowolle', 'Lana merina');
const CASHMERE = t('Cashmere', 'Cashmere', 'Cachemire', 'Kaschmir', 'Cachemir');
const GOLD = t('Oro', 'Gold', 'Or', 'Gold', 'Oro');
const SILVER = t('Argento', 'Silver', 'Argent', 'Silber', 'Plata');
const COPPER = t('Rame', 'Copper', 'Cuivre', 'Kupfer', 'Cobre');

const jewelCare: Texts<CareRow> = {
  it: { Pulizia: ['Pulire con un panno morbido', 'Evitare il contatto con profumi e creme'], Conservazione: ['Riporre nel sacchetto Trama'] },
  en: { Cleaning: ['Clean with a soft cloth', 'Avoid contact with perfume and creams'], Storage: ['Keep in the Trama pouch'] },
  fr: { Entretien: ['Nettoyer avec un chiffon doux', 'Éviter le contact avec le parfum et les crèmes'], Rangement: ['Ranger dans la pochette Trama'] },
  de: { Pflege: ['Mit einem weichen Tuch reinigen', 'Kontakt mit Parfum und Cremes vermeiden'], Aufbewahrung: ['Im Trama-Beutel aufbewahren'] },
  es: { Limpieza: ['Limpiar con un paño suave', 'Evitar el contacto con perfumes y cremas'], Conservación: ['Guardar en la bolsita Trama'] },
};

export const MATERIALS: Record<string, Material> = {
  lino: {
    slug: 'lino',
    name: LINEN,
    phrase: t('lino lavato', 'washed linen', 'lin lavé', 'gewaschenem Leinen', 'lino lavado'),
    blurb: t(
      'Il lino lavato è morbido fin dal primo utilizzo, perché la lavatura in capo ne ammorbidisce le fibre; più lo lavi, più diventa bello.',
      'Washed linen is soft from the very first use, because garment washing relaxes its fibres; it gets better with every wash.',
      'Le lin lavé est doux dès la première utilisation, car le lavage en pièce assouplit ses fibres ; il embellit à chaque lavage.',
      'Gewaschenes Leinen ist schon beim ersten Gebrauch weich, weil die Stückwäsche seine Fasern entspannt; mit jeder Wäsche wird es schöner.',
      'El lino lavado es suave desde el primer uso, porque el lavado en prenda relaja sus fibras; cuanto más se lava, más bonito queda.',
    ),
    care: washCare({
      it: ['Lavaggio in lavatrice a 40 °C', 'Asciugatrice a bassa temperatura', 'Stirare ancora umido'],
      en: ['Machine wash at 40 °C', 'Tumble dry at low temperature', 'Iron while damp'],
      fr: ['Lavage en machine à 40 °C', 'Sèche-linge à basse température', 'Repasser encore humide'],
      de: ['Maschinenwäsche bei 40 °C', 'Trockner bei niedriger Temperatur', 'Noch feucht bügeln'],
      es: ['Lavado a máquina a 40 °C', 'Secadora a baja temperatura', 'Planchar aún húmedo'],
    }),
    composition: fabric(FABRIC, [[LINEN, 100]]),
  },
  cotone: {
    slug: 'cotone',
    name: COTTON,
    phrase: t('cotone', 'cotton', 'coton', 'Baumwolle', 'algodón'),
    blurb: t(
      'Cotone a fibra lunga, tessuto in Italia: fresco, resistente e facile da curare.',
      'Long-staple cotton woven in Italy: fresh, hard-wearing and easy to care for.',
      'Coton à fibres longues, tissé en Italie : frais, résistant et facile d’entretien.',
      'Langstapelige Baumwolle, in Italien gewebt: frisch, strapazierfähig und pflegeleicht.',
      'Algodón de fibra larga tejido en Italia: fresco, resistente y fácil de cuidar.',
    ),
    care: washCare({
      it: ['Lavaggio in lavatrice a 60 °C', 'Asciugatrice consentita', 'Ferro a temperatura media'],
      en: ['Machine wash at 60 °C', 'Tumble dry allowed', 'Iron at medium temperature'],
      fr: ['Lavage en machine à 60 °C', 'Sèche-linge autorisé', 'Fer à température moyenne'],
      de: ['Maschinenwäsche bei 60 °C', 'Trocknergeeignet', 'Bügeln bei mittlerer Temperatur'],
      es: ['Lavado a máquina a 60 °C', 'Admite secadora', 'Planchar a temperatura media'],
    }),
    composition: fabric(FABRIC, [[COTTON, 100]]),
  },
  percalle: {
    slug: 'percalle',
    name: t('Percalle', 'Percale', 'Percale', 'Perkal', 'Percal'),
    phrase: t('percalle di cotone', 'cotton percale', 'percale de coton', 'Baumwollperkal', 'percal de algodón'),
    blurb: t(
      'Percalle da 200 fili, dalla mano fresca e opaca: il classico delle lenzuola di casa.',
      '200 thread-count percale with a cool, matt feel: the classic of home bed linen.',
      'Percale 200 fils, au toucher frais et mat : le grand classique du linge de lit.',
      'Perkal mit 200 Fäden, kühl und matt im Griff: der Klassiker für Bettwäsche.',
      'Percal de 200 hilos, de tacto fresco y mate: el clásico de la ropa de cama.',
    ),
    care: washCare({
      it: ['Lavaggio in lavatrice a 60 °C', 'Asciugatrice a bassa temperatura', 'Ferro a temperatura alta'],
      en: ['Machine wash at 60 °C', 'Tumble dry at low temperature', 'Iron at high temperature'],
      fr: ['Lavage en machine à 60 °C', 'Sèche-linge à basse température', 'Fer à température élevée'],
      de: ['Maschinenwäsche bei 60 °C', 'Trockner bei niedriger Temperatur', 'Bügeln bei hoher Temperatur'],
      es: ['Lavado a máquina a 60 °C', 'Secadora a baja temperatura', 'Planchar a temperatura alta'],
    }),
    composition: fabric(FABRIC, [[COTTON, 100]]),
  },
  raso: {
    slug: 'raso',
    name: t('Raso', 'Sateen', 'Satin', 'Satin', 'Satén'),
    phrase: t('raso di cotone', 'cotton sateen', 'satin de coton', 'Baumwollsatin', 'satén de algodón'),
    blurb: t(
      'Raso di cotone da 300 fili, setoso e luminoso, per un letto elegante.',
      '300 thread-count cotton sateen, silky and lustrous, for an elegant bed.',
      'Satin de coton 300 fils, soyeux et lumineux, pour un lit élégant.',
      'Baumwollsatin mit 300 Fäden, seidig und glänzend, für ein elegantes Bett.',
      'Satén de algodón de 300 hilos, sedoso y luminoso, para una cama elegante.',
    ),
    care: washCare({
      it: ['Lavaggio in lavatrice a 40 °C', 'Non usare asciugatrice', 'Stirare sul rovescio'],
      en: ['Machine wash at 40 °C', 'Do not tumble dry', 'Iron inside out'],
      fr: ['Lavage en machine à 40 °C', 'Pas de sèche-linge', 'Repasser sur l’envers'],
      de: ['Maschinenwäsche bei 40 °C', 'Nicht im Trockner trocknen', 'Auf links bügeln'],
      es: ['Lavado a máquina a 40 °C', 'No usar secadora', 'Planchar del revés'],
    }),
    composition: fabric(FABRIC, [[COTTON, 100]]),
  },
  spugna: {
    slug: 'spugna',
    name: t('Spugna', 'Terry', 'Éponge', 'Frottee', 'Rizo'),
    phrase: t('spugna di cotone', 'cotton terry', 'éponge de coton', 'Baumwollfrottee', 'rizo de algodón'),
    blurb: t(
      'Spugna di cotone biologico da 600 g/m², soffice e molto assorbente.',
      '600 gsm organic cotton terry, plush and highly absorbent.',
      'Éponge de coton biologique de 600 g/m², moelleuse et très absorbante.',
      'Frottee aus Bio-Baumwolle mit 600 g/m², flauschig und sehr saugfähig.',
      'Rizo de algodón orgánico de 600 g/m², mullido y muy absorbente.',
    ),
    care: washCare({
      it: ['Lavaggio in lavatrice a 60 °C', 'Asciugatrice consentita', 'Non stirare'],
      en: ['Machine wash at 60 °C', 'Tumble dry allowed', 'Do not iron'],
      fr: ['Lavage en machine à 60 °C', 'Sèche-linge autorisé', 'Ne pas repasser'],
      de: ['Maschinenwäsche bei 60 °C', 'Trocknergeeignet', 'Nicht bügeln'],
      es: ['Lavado a máquina a 60 °C', 'Admite secadora', 'No planchar'],
    }),
    composition: fabric(TERRY, [[ORGANIC_COTTON, 100]]),
  },
  lana: {
    slug: 'lana',
    name: MERINO,
    phrase: t('lana merino', 'merino wool', 'laine mérinos', 'Merinowolle', 'lana merina'),
    blurb: t(
      'Lana merino extrafine, calda e leggera, tessuta a Biella.',
      'Extra-fine merino wool, warm and light, woven in Biella.',
      'Laine mérinos extrafine, chaude et légère, tissée à Biella.',
      'Extrafeine Merinowolle, warm und leicht, gewebt in Biella.',
      'Lana merina extrafina, cálida y ligera, tejida en Biella.',
    ),
    care: washCare({
      it: ['Lavaggio a mano in acqua fredda', 'Asciugare in piano', 'Non stirare'],
      en: ['Hand wash in cold water', 'Dry flat', 'Do not iron'],
      fr: ['Lavage à la main à l’eau froide', 'Sécher à plat', 'Ne pas repasser'],
      de: ['Handwäsche in kaltem Wasser', 'Liegend trocknen', 'Nicht bügeln'],
      es: ['Lavado a mano en agua fría', 'Secar en horizontal', 'No planchar'],
    }),
    composition: fabric(FABRIC, [[MERINO, 100]]),
  },
  cashmere: {
    slug: 'cashmere',
    name: CASHMERE,
    phrase: t('cashmere', 'cashmere', 'cachemire', 'Kaschmir', 'cachemir'),
    blurb: t(
      'Cashmere e lana merino: una carezza per le sere d’inverno.',
      'Cashmere and merino wool: a soft embrace for winter evenings.',
      'Cachemire et laine mérinos : une caresse pour les soirées d’hiver.',
      'Kaschmir und Merinowolle: eine Umarmung für Winterabende.',
      'Cachemir y lana merina: una caricia para las noches de invierno.',
    ),
    care: washCare({
      it: ['Lavaggio a secco', 'Asciugare in piano', 'Vapore senza contatto'],
      en: ['Dry clean', 'Dry flat', 'Steam without contact'],
      fr: ['Nettoyage à sec', 'Sécher à plat', 'Vapeur sans contact'],
      de: ['Chemische Reinigung', 'Liegend trocknen', 'Dampf ohne Kontakt'],
      es: ['Limpieza en seco', 'Secar en horizontal', 'Vapor sin contacto'],
    }),
    composition: fabric(FABRIC, [[CASHMERE, 70], [MERINO, 30]]),
  },
  oro: {
    slug: 'oro',
    name: t('Oro 18kt', '18kt gold', 'Or 18 carats', 'Gold 18 Karat', 'Oro de 18 quilates'),
    phrase: t('Oro 18kt', '18kt gold', 'or 18 carats', '18-karätigem Gold', 'oro de 18 quilates'),
    blurb: t(
      'Oro 18 carati lavorato a mano da orafi vicentini.',
      '18-carat gold, handmade by goldsmiths in Vicenza.',
      'Or 18 carats, façonné à la main par des orfèvres de Vicence.',
      '18-karätiges Gold, von Goldschmieden in Vicenza von Hand gefertigt.',
      'Oro de 18 quilates trabajado a mano por orfebres de Vicenza.',
    ),
    care: jewelCare,
    composition: fabric(METAL, [[GOLD, 75], [SILVER, 12.5], [COPPER, 12.5]]),
  },
  argento: {
    slug: 'argento',
    name: t('Argento 925', 'Sterling silver 925', 'Argent 925', 'Silber 925', 'Plata 925'),
    phrase: t('Argento 925', 'Sterling silver', 'argent 925', '925er Silber', 'plata 925'),
    blurb: t(
      'Argento 925 rodiato, che non si ossida e non teme l’acqua.',
      'Rhodium-plated sterling silver that does not tarnish and does not fear water.',
      'Argent 925 rhodié, qui ne s’oxyde pas et ne craint pas l’eau.',
      'Rhodiniertes 925er Silber, das nicht anläuft und Wasser nicht fürchtet.',
      'Plata 925 rodiada, que no se oxida y no teme al agua.',
    ),
    care: jewelCare,
    composition: fabric(METAL, [[SILVER, 92.5], [COPPER, 7.5]]),
  },
};

/** The 18kt rose-gold phrase a jewel takes instead of its material's (colour oro_rosa). */
export const ROSE_GOLD_PHRASE: Texts = t('Oro rosa 18kt', '18kt rose gold', 'or rose 18 carats', '18-karätigem Roségold', 'oro rosa de 18 quilates');
