/** Brand and editorial pages (storefront §2 Other pages) and the magazine (grid 40). */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { t2, type Texts } from './texts.ts';

const cover = (src: string, title: Texts, subtitle: Texts): Field[] => [photo(src, title), text('Title', title), text('Subtitle', subtitle)];
const block = (title: Texts, body: Texts, src?: string): Field[] => [
  ...(src ? [photo(src, title)] : []),
  text('Title', title),
  text('Text', body),
];

export const STORY_GRID = grid(31, 'La nostra storia', [
  [cover('/media/editorial/storia-cover.svg', t2('La nostra storia', 'Our story'), t2('Tessuti per la casa dal 1962', 'Home textiles since 1962'))],
  [
    block(
      t2('Una bottega diventata casa', 'A workshop that became a home'),
      t2(
        'Trama nasce a Biella nel 1962, quando Ada e Giulio Ferraris aprono una piccola bottega di biancheria accanto alla tessitura di famiglia. Oggi disegniamo ancora ogni collezione a Biella e la facciamo produrre da laboratori che conosciamo per nome.',
        'Trama was born in Biella in 1962, when Ada and Giulio Ferraris opened a small linen shop next to the family weaving mill. We still design every collection in Biella and have it made by workshops we know by name.',
      ),
    ),
  ],
  [
    block(t2('Filati scelti', 'Chosen yarns'), t2('Lino europeo, cotone biologico certificato e lane tracciabili.', 'European linen, certified organic cotton and traceable wool.'), '/media/editorial/filati.svg'),
    block(t2('Tessitura lenta', 'Slow weaving'), t2('Telai a bassa velocità per tessuti più densi e duraturi.', 'Low-speed looms for denser, longer-lasting cloth.'), '/media/editorial/tessitura.svg'),
    block(t2('Finiture a mano', 'Hand finishing'), t2('Orli a giorno e ricami eseguiti a mano in Italia.', 'Hemstitching and embroidery done by hand in Italy.'), '/media/editorial/finiture.svg'),
  ],
]);

export const CRAFT_GRID = grid(32, 'Il nostro savoir-faire', [
  [cover('/media/editorial/savoir-faire-cover.svg', t2('Il nostro savoir-faire', 'Our craftsmanship'), t2('Tre gesti, sessant’anni di pratica', 'Three gestures, sixty years of practice'))],
  [
    block(t2('Il lino', 'Linen'), t2('Coltivato in Normandia e nelle Fiandre, filato e tessuto in Italia.', 'Grown in Normandy and Flanders, spun and woven in Italy.'), '/media/editorial/lino-lenzuola.svg'),
    block(t2('La tintura', 'Dyeing'), t2('Tinture a basso impatto, certificate OEKO-TEX.', 'Low-impact dyes, OEKO-TEX certified.'), '/media/editorial/tintura.svg'),
    block(t2('Il lavaggio', 'Washing'), t2('Ogni capo è lavato in pietra per la mano morbida fin dal primo giorno.', 'Every piece is stone-washed so it feels soft from day one.'), '/media/editorial/lavaggio.svg'),
  ],
  [[link(t2('Scopri le lenzuola in lino', 'Discover linen sheets'), '/letto/lenzuola')]],
]);

export const TREASURES_GRID = grid(33, 'Nuovi preziosi', [
  [cover('/media/editorial/nuovi-preziosi-cover.svg', t2('Nuovi preziosi', 'New treasures'), t2('La capsule gioielli della stagione', 'This season’s jewellery capsule'))],
  [block(t2('Piccole cose, per sempre', 'Small things, for ever'), t2('Collane e orecchini in argento 925 e oro 9 kt, realizzati a Valenza.', 'Necklaces and earrings in sterling silver and 9 ct gold, made in Valenza.'))],
  [
    block(t2('Collane', 'Necklaces'), t2('Catene sottili con pendenti a goccia.', 'Fine chains with drop pendants.'), '/media/editorial/collane-argento.svg'),
    block(t2('Orecchini', 'Earrings'), t2('Cerchi martellati e lobi con perla.', 'Hammered hoops and pearl studs.'), '/media/editorial/orecchini-perla.svg'),
  ],
  [[link(t2('Tutti i gioielli', 'All jewellery'), '/gioielli')]],
]);

export const GOLD_SILVER_GRID = grid(34, 'Oro e argento', [
  [cover('/media/editorial/oro-argento-cover.svg', t2('Oro e argento', 'Gold and silver'), t2('Due metalli, una sola mano', 'Two metals, one hand'))],
  [[text('Title', t2('Oro', 'Gold'), '/gioielli'), text('Text', t2('Oro giallo e rosa 9 kt, lucidato a mano.', 'Hand-polished 9 ct yellow and rose gold.'))]],
  [[text('Title', t2('Argento', 'Silver'), '/gioielli'), text('Text', t2('Argento 925 riciclato, con bagno di rodio.', 'Recycled sterling silver with rhodium plating.'))]],
]);

const year = (label: string, body: Texts, src: string): Field[][] => [
  [text('Title', label), text('Text', body)],
  [photo(src, t2(`Trama nel ${label}`, `Trama in ${label}`))],
];

export const TIMELINE_GRID = grid(35, 'Timeline', [
  year('1962', t2('Apre la prima bottega di biancheria a Biella.', 'The first linen shop opens in Biella.'), '/media/editorial/timeline-1962.svg'),
  year('1978', t2('Nasce la collezione tavola con le tovaglie ricamate.', 'The table collection is born with embroidered tablecloths.'), '/media/editorial/timeline-1978.svg'),
  year('1995', t2('Apriamo a Milano e a Roma.', 'We open in Milan and Rome.'), '/media/editorial/timeline-1995.svg'),
  year('2012', t2('Arrivano il bagno in spugna biologica e il primo negozio online.', 'Organic terry bath linen and the first online shop arrive.'), '/media/editorial/timeline-2012.svg'),
  year('2024', t2('Nasce la linea gioielli, fatta a Valenza.', 'The jewellery line, made in Valenza, is born.'), '/media/editorial/timeline-2024.svg'),
]);

const post = (title: Texts, subtitle: Texts, src: string, body: Texts, date: string): Field[] => [
  text('Title', title),
  text('Subtitle', subtitle),
  photo(src, title),
  text('Text', body),
  text('Date', date),
];

/** Magazine: one widget per post; the widget number is the post id (/magazine/{postId}). */
export const MAGAZINE_GRID = grid(40, 'Magazine', [
  [
    post(
      t2('Come lavare il lino', 'How to wash linen'),
      t2('Cinque regole per lenzuola che durano anni', 'Five rules for sheets that last for years'),
      '/media/magazine/lavare-il-lino.svg',
      t2(
        'Lava a 40 °C con un detersivo delicato, evita l’ammorbidente e stendi all’ombra. Il lino si ammorbidisce a ogni lavaggio: stiralo ancora umido, oppure lascialo stropicciato, come piace a noi.',
        'Wash at 40 °C with a mild detergent, skip the softener and dry in the shade. Linen softens with every wash: iron it while still damp, or leave it crumpled, the way we like it.',
      ),
      '2025-03-04',
    ),
    post(
      t2('La tavola di primavera', 'The spring table'),
      t2('Verde salvia, bianco latte e fiori di campo', 'Sage green, milk white and wild flowers'),
      '/media/magazine/tavola-primavera.svg',
      t2(
        'Una tovaglia in lino salvia, tovaglioli bianchi con orlo a giorno e un runner grezzo: tre pezzi per apparecchiare il pranzo di Pasqua senza fatica.',
        'A sage linen tablecloth, white hemstitched napkins and a raw runner: three pieces to lay the Easter lunch table with ease.',
      ),
      '2025-04-02',
    ),
    post(
      t2('Dentro la tessitura', 'Inside the mill'),
      t2('Una giornata con i tessitori di Biella', 'A day with the weavers of Biella'),
      '/media/magazine/dentro-la-tessitura.svg',
      t2(
        'Alle sei del mattino i telai sono già in moto. Abbiamo seguito Marta, capo reparto da vent’anni, dal controllo del filato alla pezza finita.',
        'By six in the morning the looms are already running. We followed Marta, head of the weaving floor for twenty years, from yarn check to finished bolt.',
      ),
      '2025-05-15',
    ),
    post(
      t2('Il bagno come una spa', 'A bathroom like a spa'),
      t2('Spugna, nido d’ape e un tappeto che asciuga in fretta', 'Terry, waffle weave and a quick-drying mat'),
      '/media/magazine/bagno-spa.svg',
      t2(
        'Due teli in spugna da 600 g/m², un accappatoio a nido d’ape e un tappeto in cotone tufted: la nostra formula per un bagno che invita a restare.',
        'Two 600 gsm terry towels, a waffle bathrobe and a tufted cotton mat: our recipe for a bathroom you never want to leave.',
      ),
      '2025-06-10',
    ),
  ],
]);

export const EDITORIAL_GRIDS = [STORY_GRID, CRAFT_GRID, TREASURES_GRID, GOLD_SILVER_GRID, TIMELINE_GRID, MAGAZINE_GRID];
