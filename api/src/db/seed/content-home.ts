/** Home grid 21 (storefront §2 Home): banners, category grid, three-link block, second grid. */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { HOME_GRID_ID } from './menu.ts';
import { t2 } from './texts.ts';

const DISCOVER = t2('Scopri', 'Discover');

const banner = (src: string, title: ReturnType<typeof t2>, subtitle: ReturnType<typeof t2>, cta: ReturnType<typeof t2>, href: string): Field[] => [
  photo(src, title, href),
  text('Title', title),
  text('Subtitle', subtitle),
  link(cta, href),
];

const tile = (src: string, name: ReturnType<typeof t2>, description: ReturnType<typeof t2>, href: string): Field[] => [
  photo(src, name, href),
  text('Name', name),
  text('Description', description),
  link(DISCOVER, href),
];

export const HOME_GRID = grid(HOME_GRID_ID, 'Home page', [
  [
    banner(
      '/media/banners/lino-lavato-letto.svg',
      t2('Lino lavato, sonni leggeri', 'Washed linen, lighter sleep'),
      t2('La nuova collezione letto in puro lino europeo', 'The new bed collection in pure European linen'),
      t2('Scopri il letto', 'Discover bed linen'),
      '/letto',
    ),
    banner(
      '/media/banners/spugna-biologica-bagno.svg',
      t2('Spugna che abbraccia', 'Terry that hugs back'),
      t2('Asciugamani in cotone biologico, tessuti in Portogallo', 'Organic cotton towels, woven in Portugal'),
      t2('Scopri il bagno', 'Shop bath'),
      '/bagno',
    ),
    banner(
      '/media/banners/tavola-d-estate.svg',
      t2('La tavola d’estate', 'The summer table'),
      t2('Tovaglie e runner in lino nei colori del Mediterraneo', 'Linen tablecloths and runners in Mediterranean colours'),
      t2('Apparecchia con noi', 'Set the table'),
      '/tavola',
    ),
  ],
  [
    tile('/media/categories/letto.svg', t2('Letto', 'Bed'), t2('Lino e percalle per notti fresche', 'Linen and percale for cool nights'), '/letto'),
    tile('/media/categories/bagno.svg', t2('Bagno', 'Bath'), t2('Spugna morbida da 600 g/m²', 'Soft 600 gsm terry'), '/bagno'),
    tile('/media/categories/tavola.svg', t2('Tavola', 'Table'), t2('Tovaglie e tovaglioli in lino', 'Linen tablecloths and napkins'), '/tavola'),
    tile('/media/categories/homewear.svg', t2('Homewear', 'Homewear'), t2('Pigiami e vestaglie da vivere', 'Pyjamas and robes to live in'), '/homewear'),
  ],
  [
    [
      photo('/media/editorial/telaio-biella.svg', t2('Un telaio nel nostro laboratorio di Biella', 'A loom in our Biella workshop'), '/la-nostra-storia'),
      text('Title', t2('Dal telaio alla tua casa', 'From the loom to your home')),
      text('Text', t2(
        'Da sessant’anni scegliamo filati naturali e li facciamo tessere da piccoli laboratori italiani ed europei.',
        'For sixty years we have chosen natural yarns and had them woven by small Italian and European mills.',
      )),
    ],
    [link(t2('La nostra storia', 'Our story'), '/la-nostra-storia')],
    [link(t2('Il nostro savoir-faire', 'Our craftsmanship'), '/il-nostro-savoir-faire')],
    [link(t2('Leggi il magazine', 'Read the magazine'), '/magazine')],
  ],
  [
    tile('/media/categories/gioielli.svg', t2('Gioielli', 'Jewellery'), t2('Oro e argento, fatti in Italia', 'Gold and silver, made in Italy'), '/gioielli'),
    tile('/media/categories/plaid.svg', t2('Plaid', 'Throws'), t2('Merino e cashmere per l’inverno', 'Merino and cashmere for winter'), '/letto/plaid'),
    tile('/media/categories/accappatoi.svg', t2('Accappatoi', 'Bathrobes'), t2('Kimono in spugna e nido d’ape', 'Terry and waffle kimonos'), '/bagno/accappatoi'),
    tile('/media/categories/nuovi-preziosi.svg', t2('Nuovi preziosi', 'New treasures'), t2('La capsule di stagione', 'This season’s capsule'), '/nuovi-preziosi'),
  ],
]);
