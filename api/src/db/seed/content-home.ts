/** Home grid 21 (storefront §2 Home): banners, category grid, three-link block, second grid; five languages. */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { HOME_GRID_ID } from './menu.ts';
import { t5, type Texts } from './texts.ts';

const DISCOVER = t5('Scopri', 'Discover', 'Découvrir', 'Entdecken', 'Descubrir');

const banner = (src: string, title: Texts, subtitle: Texts, cta: Texts, href: string): Field[] => [
  photo(src, title, href),
  text('Title', title),
  text('Subtitle', subtitle),
  link(cta, href),
];

const tile = (src: string, name: Texts, description: Texts, href: string): Field[] => [
  photo(src, name, href),
  text('Name', name),
  text('Description', description),
  link(DISCOVER, href),
];

export const HOME_GRID = grid(HOME_GRID_ID, 'Home page', [
  [
    banner(
      '/media/banners/lino-lavato-letto.svg',
      t5('Lino lavato, sonni leggeri', 'Washed linen, lighter sleep', 'Lin lavé, sommeil léger', 'Gewaschenes Leinen, leichter Schlaf', 'Lino lavado, sueño ligero'),
      t5(
        'La nuova collezione letto in puro lino europeo',
        'The new bed collection in pure European linen',
        'La nouvelle collection de linge de lit en pur lin européen',
        'Die neue Bettwäschekollektion aus reinem europäischem Leinen',
        'La nueva colección de cama en puro lino europeo',
      ),
      t5('Scopri il letto', 'Discover bed linen', 'Découvrir le linge de lit', 'Bettwäsche entdecken', 'Descubrir la ropa de cama'),
      '/letto',
    ),
    banner(
      '/media/banners/spugna-biologica-bagno.svg',
      t5('Spugna che abbraccia', 'Terry that hugs back', 'Une éponge qui enveloppe', 'Frottee, das umarmt', 'Rizo que abraza'),
      t5(
        'Asciugamani in cotone biologico, tessuti in Portogallo',
        'Organic cotton towels, woven in Portugal',
        'Serviettes en coton biologique, tissées au Portugal',
        'Handtücher aus Bio-Baumwolle, gewebt in Portugal',
        'Toallas de algodón orgánico, tejidas en Portugal',
      ),
      t5('Scopri il bagno', 'Shop bath', 'Découvrir le bain', 'Bad entdecken', 'Descubrir el baño'),
      '/bagno',
    ),
    banner(
      '/media/banners/tavola-d-estate.svg',
      t5('La tavola d’estate', 'The summer table', 'La table d’été', 'Der Sommertisch', 'La mesa de verano'),
      t5(
        'Tovaglie e runner in lino nei colori del Mediterraneo',
        'Linen tablecloths and runners in Mediterranean colours',
        'Nappes et chemins de table en lin aux couleurs de la Méditerranée',
        'Tischdecken und Läufer aus Leinen in den Farben des Mittelmeers',
        'Manteles y caminos de mesa de lino en los colores del Mediterráneo',
      ),
      t5('Apparecchia con noi', 'Set the table', 'Dressez la table avec nous', 'Den Tisch mit uns decken', 'Pon la mesa con nosotros'),
      '/tavola',
    ),
  ],
  [
    tile(
      '/media/categories/letto.svg',
      t5('Letto', 'Bed', 'Lit', 'Bett', 'Cama'),
      t5('Lino e percalle per notti fresche', 'Linen and percale for cool nights', 'Lin et percale pour des nuits fraîches', 'Leinen und Perkal für kühle Nächte', 'Lino y percal para noches frescas'),
      '/letto',
    ),
    tile(
      '/media/categories/bagno.svg',
      t5('Bagno', 'Bath', 'Bain', 'Bad', 'Baño'),
      t5('Spugna morbida da 600 g/m²', 'Soft 600 gsm terry', 'Éponge douce de 600 g/m²', 'Weiches Frottee mit 600 g/m²', 'Rizo suave de 600 g/m²'),
      '/bagno',
    ),
    tile(
      '/media/categories/tavola.svg',
      t5('Tavola', 'Table', 'Table', 'Tisch', 'Mesa'),
      t5('Tovaglie e tovaglioli in lino', 'Linen tablecloths and napkins', 'Nappes et serviettes en lin', 'Tischdecken und Servietten aus Leinen', 'Manteles y servilletas de lino'),
      '/tavola',
    ),
    tile(
      '/media/categories/homewear.svg',
      t5('Homewear', 'Homewear', 'Détente', 'Homewear', 'Ropa de casa'),
      t5('Pigiami e vestaglie da vivere', 'Pyjamas and robes to live in', 'Pyjamas et robes de chambre à vivre', 'Pyjamas und Morgenmäntel zum Wohlfühlen', 'Pijamas y batas para vivir'),
      '/homewear',
    ),
  ],
  [
    [
      photo(
        '/media/editorial/telaio-biella.svg',
        t5(
          'Un telaio nel nostro laboratorio di Biella',
          'A loom in our Biella workshop',
          'Un métier à tisser dans notre atelier de Biella',
          'Ein Webstuhl in unserer Werkstatt in Biella',
          'Un telar en nuestro taller de Biella',
        ),
        '/la-nostra-storia',
      ),
      text('Title', t5('Dal telaio alla tua casa', 'From the loom to your home', 'Du métier à tisser à votre maison', 'Vom Webstuhl in Ihr Zuhause', 'Del telar a tu casa')),
      text(
        'Text',
        t5(
          'Da sessant’anni scegliamo filati naturali e li facciamo tessere da piccoli laboratori italiani ed europei.',
          'For sixty years we have chosen natural yarns and had them woven by small Italian and European mills.',
          'Depuis soixante ans, nous choisissons des fils naturels et les faisons tisser par de petits ateliers italiens et européens.',
          'Seit sechzig Jahren wählen wir natürliche Garne und lassen sie von kleinen italienischen und europäischen Webereien weben.',
          'Desde hace sesenta años elegimos hilos naturales y los hacemos tejer en pequeños talleres italianos y europeos.',
        ),
      ),
    ],
    [link(t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'), '/la-nostra-storia')],
    [link(t5('Il nostro savoir-faire', 'Our craftsmanship', 'Notre savoir-faire', 'Unser Handwerk', 'Nuestro saber hacer'), '/il-nostro-savoir-faire')],
    [link(t5('Leggi il magazine', 'Read the magazine', 'Lire le magazine', 'Das Magazin lesen', 'Leer la revista'), '/magazine')],
  ],
  [
    tile(
      '/media/categories/gioielli.svg',
      t5('Gioielli', 'Jewellery', 'Bijoux', 'Schmuck', 'Joyas'),
      t5('Oro e argento, fatti in Italia', 'Gold and silver, made in Italy', 'Or et argent, fabriqués en Italie', 'Gold und Silber, gefertigt in Italien', 'Oro y plata, hechos en Italia'),
      '/gioielli',
    ),
    tile(
      '/media/categories/plaid.svg',
      t5('Plaid', 'Throws', 'Plaids', 'Plaids', 'Mantas'),
      t5('Merino e cashmere per l’inverno', 'Merino and cashmere for winter', 'Mérinos et cachemire pour l’hiver', 'Merino und Kaschmir für den Winter', 'Merino y cachemira para el invierno'),
      '/letto/plaid',
    ),
    tile(
      '/media/categories/accappatoi.svg',
      t5('Accappatoi', 'Bathrobes', 'Peignoirs', 'Bademäntel', 'Albornoces'),
      t5('Kimono in spugna e nido d’ape', 'Terry and waffle kimonos', 'Kimonos en éponge et nid d’abeille', 'Kimonos aus Frottee und Waffelpiqué', 'Kimonos de rizo y nido de abeja'),
      '/bagno/accappatoi',
    ),
    tile(
      '/media/categories/nuovi-preziosi.svg',
      t5('Nuovi preziosi', 'New treasures', 'Nouveaux précieux', 'Neue Kostbarkeiten', 'Nuevos tesoros'),
      t5('La capsule di stagione', 'This season’s capsule', 'La capsule de la saison', 'Die Kollektion der Saison', 'La cápsula de la temporada'),
      '/nuovi-preziosi',
    ),
  ],
]);
