/** Brand and editorial pages (storefront §2 Other pages) and the magazine (grid 40), in the five languages. */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { t5, type Texts } from './texts.ts';

const cover = (src: string, title: Texts, subtitle: Texts): Field[] => [photo(src, title), text('Title', title), text('Subtitle', subtitle)];
const block = (title: Texts, body: Texts, src?: string): Field[] => [
  ...(src ? [photo(src, title)] : []),
  text('Title', title),
  text('Text', body),
];

/** Storefront §2 brand history (gridTypeId 7): cover, text, three columns. */
export const STORY_GRID = grid(31, 'La nostra storia', [
  [
    cover(
      '/media/editorial/storia-cover.svg',
      t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'),
      t5('Tessuti per la casa dal 1962', 'Home textiles since 1962', 'Textiles pour la maison depuis 1962', 'Heimtextilien seit 1962', 'Textiles para el hogar desde 1962'),
    ),
  ],
  [
    block(
      t5('Una bottega diventata casa', 'A workshop that became a home', 'Un atelier devenu maison', 'Eine Werkstatt, die ein Zuhause wurde', 'Un taller que se convirtió en hogar'),
      t5(
        'Trama nasce a Biella nel 1962, quando Ada e Giulio Ferraris aprono una piccola bottega di biancheria accanto alla tessitura di famiglia. Oggi disegniamo ancora ogni collezione a Biella e la facciamo produrre da laboratori che conosciamo per nome.',
        'Trama was born in Biella in 1962, when Ada and Giulio Ferraris opened a small linen shop next to the family weaving mill. We still design every collection in Biella and have it made by workshops we know by name.',
        'Trama naît à Biella en 1962, quand Ada et Giulio Ferraris ouvrent une petite boutique de linge à côté du tissage familial. Nous dessinons toujours chaque collection à Biella et la faisons fabriquer par des ateliers que nous connaissons par leur nom.',
        'Trama entstand 1962 in Biella, als Ada und Giulio Ferraris neben der Weberei der Familie einen kleinen Wäscheladen eröffneten. Noch heute entwerfen wir jede Kollektion in Biella und lassen sie in Werkstätten fertigen, die wir beim Namen kennen.',
        'Trama nace en Biella en 1962, cuando Ada y Giulio Ferraris abren una pequeña tienda de lencería junto a la tejeduría familiar. Todavía diseñamos cada colección en Biella y la producen talleres que conocemos por su nombre.',
      ),
    ),
  ],
  [
    block(
      t5('Filati scelti', 'Chosen yarns', 'Des fils choisis', 'Ausgewählte Garne', 'Hilos escogidos'),
      t5(
        'Lino europeo, cotone biologico certificato e lane tracciabili.',
        'European linen, certified organic cotton and traceable wool.',
        'Lin européen, coton biologique certifié et laines traçables.',
        'Europäisches Leinen, zertifizierte Bio-Baumwolle und rückverfolgbare Wolle.',
        'Lino europeo, algodón orgánico certificado y lanas trazables.',
      ),
      '/media/editorial/filati.svg',
    ),
    block(
      t5('Tessitura lenta', 'Slow weaving', 'Un tissage lent', 'Langsames Weben', 'Tejido lento'),
      t5(
        'Telai a bassa velocità per tessuti più densi e duraturi.',
        'Low-speed looms for denser, longer-lasting cloth.',
        'Des métiers lents pour des tissus plus denses et plus durables.',
        'Langsam laufende Webstühle für dichtere, langlebigere Stoffe.',
        'Telares lentos para tejidos más densos y duraderos.',
      ),
      '/media/editorial/tessitura.svg',
    ),
    block(
      t5('Finiture a mano', 'Hand finishing', 'Finitions à la main', 'Handveredelung', 'Acabados a mano'),
      t5(
        'Orli a giorno e ricami eseguiti a mano in Italia.',
        'Hemstitching and embroidery done by hand in Italy.',
        'Jours et broderies réalisés à la main en Italie.',
        'Hohlsäume und Stickereien, von Hand in Italien gefertigt.',
        'Vainicas y bordados hechos a mano en Italia.',
      ),
      '/media/editorial/finiture.svg',
    ),
  ],
  [[link(t5('Sfoglia la nostra timeline', 'Browse our timeline', 'Parcourez notre chronologie', 'Unsere Zeitleiste ansehen', 'Recorre nuestra cronología'), '/timeline')]],
]);

export const CRAFT_GRID = grid(32, 'Il nostro savoir-faire', [
  [
    cover(
      '/media/editorial/savoir-faire-cover.svg',
      t5('Il nostro savoir-faire', 'Our craftsmanship', 'Notre savoir-faire', 'Unser Handwerk', 'Nuestro saber hacer'),
      t5('Tre gesti, sessant’anni di pratica', 'Three gestures, sixty years of practice', 'Trois gestes, soixante ans de pratique', 'Drei Handgriffe, sechzig Jahre Übung', 'Tres gestos, sesenta años de práctica'),
    ),
  ],
  [
    block(
      t5('Il lino', 'Linen', 'Le lin', 'Das Leinen', 'El lino'),
      t5(
        'Coltivato in Normandia e nelle Fiandre, filato e tessuto in Italia.',
        'Grown in Normandy and Flanders, spun and woven in Italy.',
        'Cultivé en Normandie et en Flandre, filé et tissé en Italie.',
        'In der Normandie und in Flandern angebaut, in Italien gesponnen und gewebt.',
        'Cultivado en Normandía y Flandes, hilado y tejido en Italia.',
      ),
      '/media/editorial/lino-lenzuola.svg',
    ),
    block(
      t5('La tintura', 'Dyeing', 'La teinture', 'Das Färben', 'El teñido'),
      t5(
        'Tinture a basso impatto, certificate OEKO-TEX.',
        'Low-impact dyes, OEKO-TEX certified.',
        'Des teintures à faible impact, certifiées OEKO-TEX.',
        'Schonende Farbstoffe, OEKO-TEX-zertifiziert.',
        'Tintes de bajo impacto, con certificación OEKO-TEX.',
      ),
      '/media/editorial/tintura.svg',
    ),
    block(
      t5('Il lavaggio', 'Washing', 'Le lavage', 'Das Waschen', 'El lavado'),
      t5(
        'Ogni capo è lavato in pietra per la mano morbida fin dal primo giorno.',
        'Every piece is stone-washed so it feels soft from day one.',
        'Chaque pièce est lavée à la pierre pour être douce dès le premier jour.',
        'Jedes Stück wird stonewashed und ist vom ersten Tag an weich.',
        'Cada pieza se lava a la piedra para que sea suave desde el primer día.',
      ),
      '/media/editorial/lavaggio.svg',
    ),
  ],
  [[link(t5('Scopri le lenzuola in lino', 'Discover linen sheets', 'Découvrez les draps en lin', 'Leinen-Bettlaken entdecken', 'Descubre las sábanas de lino'), '/letto/lenzuola')]],
]);

export const TREASURES_GRID = grid(33, 'Nuovi preziosi', [
  [
    cover(
      '/media/editorial/nuovi-preziosi-cover.svg',
      t5('Nuovi preziosi', 'New treasures', 'Nouveaux précieux', 'Neue Kostbarkeiten', 'Nuevos tesoros'),
      t5('La capsule gioielli della stagione', 'This season’s jewellery capsule', 'La capsule bijoux de la saison', 'Die Schmuckkollektion der Saison', 'La cápsula de joyas de la temporada'),
    ),
  ],
  [
    block(
      t5('Piccole cose, per sempre', 'Small things, for ever', 'Des petites choses, pour toujours', 'Kleine Dinge, für immer', 'Pequeñas cosas, para siempre'),
      t5(
        'Collane e orecchini in argento 925 e oro 9 kt, realizzati a Valenza.',
        'Necklaces and earrings in sterling silver and 9 ct gold, made in Valenza.',
        'Colliers et boucles d’oreilles en argent 925 et or 9 carats, fabriqués à Valenza.',
        'Halsketten und Ohrringe aus 925er Silber und 9-Karat-Gold, gefertigt in Valenza.',
        'Collares y pendientes de plata 925 y oro de 9 quilates, hechos en Valenza.',
      ),
    ),
  ],
  [
    block(
      t5('Collane', 'Necklaces', 'Colliers', 'Halsketten', 'Collares'),
      t5('Catene sottili con pendenti a goccia.', 'Fine chains with drop pendants.', 'Chaînes fines et pendentifs en goutte.', 'Feine Ketten mit Tropfenanhängern.', 'Cadenas finas con colgantes de gota.'),
      '/media/editorial/collane-argento.svg',
    ),
    block(
      t5('Orecchini', 'Earrings', 'Boucles d’oreilles', 'Ohrringe', 'Pendientes'),
      t5('Cerchi martellati e lobi con perla.', 'Hammered hoops and pearl studs.', 'Créoles martelées et puces à perle.', 'Gehämmerte Creolen und Perlenstecker.', 'Aros martillados y botones con perla.'),
      '/media/editorial/orecchini-perla.svg',
    ),
  ],
  [[link(t5('Tutti i gioielli', 'All jewellery', 'Tous les bijoux', 'Alle Schmuckstücke', 'Todas las joyas'), '/gioielli')]],
]);

/**
 * Storefront §2 gold-and-silver (route key orEtArgent): the catalogue's page takes its cover from
 * section 1 and the heading and lead of its gold (2) and silver (3) blocks from here.
 */
export const GOLD_SILVER_GRID = grid(34, 'Oro e argento', [
  [
    cover(
      '/media/editorial/oro-argento-cover.svg',
      t5('Oro e argento', 'Gold and silver', 'Or et argent', 'Gold und Silber', 'Oro y plata'),
      t5('Due metalli, una sola mano', 'Two metals, one hand', 'Deux métaux, une seule main', 'Zwei Metalle, eine Hand', 'Dos metales, una sola mano'),
    ),
  ],
  [
    [
      text('Title', t5('Oro', 'Gold', 'Or', 'Gold', 'Oro'), '/gioielli'),
      text('Text', t5('Oro giallo e rosa 9 kt, lucidato a mano.', 'Hand-polished 9 ct yellow and rose gold.', 'Or jaune et rose 9 carats, poli à la main.', 'Gelb- und Roségold, 9 Karat, von Hand poliert.', 'Oro amarillo y rosa de 9 quilates, pulido a mano.')),
    ],
  ],
  [
    [
      text('Title', t5('Argento', 'Silver', 'Argent', 'Silber', 'Plata'), '/gioielli'),
      text('Text', t5('Argento 925 riciclato, con bagno di rodio.', 'Recycled sterling silver with rhodium plating.', 'Argent 925 recyclé, avec un bain de rhodium.', 'Recyceltes 925er Silber, rhodiniert.', 'Plata 925 reciclada, con baño de rodio.')),
    ],
  ],
]);

/** Storefront §2 timeline (items by section and widget pair): each year is a text and a photo side by side. */
const year = (label: string, body: Texts, src: string): Field[][] => [
  [text('Title', label), text('Text', body)],
  [photo(src, t5(`Trama nel ${label}`, `Trama in ${label}`, `Trama en ${label}`, `Trama im Jahr ${label}`, `Trama en ${label}`))],
];

export const TIMELINE_GRID = grid(35, 'Timeline', [
  year(
    '1962',
    t5(
      'Apre la prima bottega di biancheria a Biella.',
      'The first linen shop opens in Biella.',
      'La première boutique de linge ouvre à Biella.',
      'Der erste Wäscheladen öffnet in Biella.',
      'Abre la primera tienda de lencería en Biella.',
    ),
    '/media/editorial/timeline-1962.svg',
  ),
  year(
    '1978',
    t5(
      'Nasce la collezione tavola con le tovaglie ricamate.',
      'The table collection is born with embroidered tablecloths.',
      'La collection table naît avec les nappes brodées.',
      'Die Tischkollektion entsteht mit bestickten Tischdecken.',
      'Nace la colección de mesa con los manteles bordados.',
    ),
    '/media/editorial/timeline-1978.svg',
  ),
  year(
    '1995',
    t5('Apriamo a Milano e a Roma.', 'We open in Milan and Rome.', 'Nous ouvrons à Milan et à Rome.', 'Wir eröffnen in Mailand und Rom.', 'Abrimos en Milán y en Roma.'),
    '/media/editorial/timeline-1995.svg',
  ),
  year(
    '2012',
    t5(
      'Arrivano il bagno in spugna biologica e il primo negozio online.',
      'Organic terry bath linen and the first online shop arrive.',
      'Arrivent le linge de bain en éponge biologique et la première boutique en ligne.',
      'Badwäsche aus Bio-Frottee und der erste Onlineshop kommen hinzu.',
      'Llegan la ropa de baño de rizo orgánico y la primera tienda online.',
    ),
    '/media/editorial/timeline-2012.svg',
  ),
  year(
    '2024',
    t5(
      'Nasce la linea gioielli, fatta a Valenza.',
      'The jewellery line, made in Valenza, is born.',
      'Naissance de la ligne de bijoux, fabriquée à Valenza.',
      'Die Schmucklinie entsteht, gefertigt in Valenza.',
      'Nace la línea de joyas, hecha en Valenza.',
    ),
    '/media/editorial/timeline-2024.svg',
  ),
]);

/** Storefront §2 Magazine favourites: the product ids a post recommends (catalogue seed ids, type S). */
const favourites = (...productIds: number[]): Field => text('Products', productIds.join(','));

const post = (title: Texts, subtitle: Texts, src: string, body: Texts, date: string, products: Field): Field[] => [
  text('Title', title),
  text('Subtitle', subtitle),
  photo(src, title),
  text('Text', body),
  text('Date', date),
  products,
];

/** Magazine: one widget per post; the widget number is the post id (/magazine/{postId}). */
export const MAGAZINE_GRID = grid(40, 'Magazine', [
  [
    post(
      t5('Come lavare il lino', 'How to wash linen', 'Comment laver le lin', 'Leinen richtig waschen', 'Cómo lavar el lino'),
      t5(
        'Cinque regole per lenzuola che durano anni',
        'Five rules for sheets that last for years',
        'Cinq règles pour des draps qui durent des années',
        'Fünf Regeln für Bettwäsche, die Jahre hält',
        'Cinco reglas para sábanas que duran años',
      ),
      '/media/magazine/lavare-il-lino.svg',
      t5(
        'Lava a 40 °C con un detersivo delicato, evita l’ammorbidente e stendi all’ombra. Il lino si ammorbidisce a ogni lavaggio: stiralo ancora umido, oppure lascialo stropicciato, come piace a noi.',
        'Wash at 40 °C with a mild detergent, skip the softener and dry in the shade. Linen softens with every wash: iron it while still damp, or leave it crumpled, the way we like it.',
        'Lavez à 40 °C avec une lessive douce, évitez l’adoucissant et séchez à l’ombre. Le lin s’assouplit à chaque lavage : repassez-le encore humide, ou laissez-le froissé, comme nous l’aimons.',
        'Bei 40 °C mit einem milden Waschmittel waschen, auf Weichspüler verzichten und im Schatten trocknen. Leinen wird mit jeder Wäsche weicher: feucht bügeln oder knittrig lassen, so wie wir es mögen.',
        'Lava a 40 °C con un detergente suave, evita el suavizante y tiende a la sombra. El lino se suaviza con cada lavado: plánchalo aún húmedo o déjalo arrugado, como nos gusta.',
      ),
      '2025-03-04',
      favourites(10013, 10014, 10016, 10011),
    ),
    post(
      t5('La tavola di primavera', 'The spring table', 'La table de printemps', 'Der Frühlingstisch', 'La mesa de primavera'),
      t5(
        'Verde salvia, bianco latte e fiori di campo',
        'Sage green, milk white and wild flowers',
        'Vert sauge, blanc lait et fleurs des champs',
        'Salbeigrün, Milchweiß und Wiesenblumen',
        'Verde salvia, blanco leche y flores silvestres',
      ),
      '/media/magazine/tavola-primavera.svg',
      t5(
        'Una tovaglia in lino salvia, tovaglioli bianchi con orlo a giorno e un runner grezzo: tre pezzi per apparecchiare il pranzo di Pasqua senza fatica.',
        'A sage linen tablecloth, white hemstitched napkins and a raw runner: three pieces to lay the Easter lunch table with ease.',
        'Une nappe en lin sauge, des serviettes blanches à jours et un chemin de table brut : trois pièces pour dresser sans peine la table du déjeuner de Pâques.',
        'Eine salbeigrüne Leinentischdecke, weiße Servietten mit Hohlsaum und ein naturbelassener Läufer: drei Teile, um den Ostertisch mühelos zu decken.',
        'Un mantel de lino salvia, servilletas blancas con vainica y un camino de mesa crudo: tres piezas para poner sin esfuerzo la mesa de Pascua.',
      ),
      '2025-04-02',
      favourites(10093, 10097, 10099, 10134),
    ),
    post(
      t5('Dentro la tessitura', 'Inside the mill', 'Au cœur du tissage', 'In der Weberei', 'Dentro de la tejeduría'),
      t5(
        'Una giornata con i tessitori di Biella',
        'A day with the weavers of Biella',
        'Une journée avec les tisserands de Biella',
        'Ein Tag mit den Webern von Biella',
        'Un día con los tejedores de Biella',
      ),
      '/media/magazine/dentro-la-tessitura.svg',
      t5(
        'Alle sei del mattino i telai sono già in moto. Abbiamo seguito Marta, capo reparto da vent’anni, dal controllo del filato alla pezza finita.',
        'By six in the morning the looms are already running. We followed Marta, head of the weaving floor for twenty years, from yarn check to finished bolt.',
        'À six heures du matin, les métiers tournent déjà. Nous avons suivi Marta, cheffe d’atelier depuis vingt ans, du contrôle du fil à la pièce terminée.',
        'Um sechs Uhr morgens laufen die Webstühle schon. Wir haben Marta, seit zwanzig Jahren Leiterin der Weberei, von der Garnprüfung bis zum fertigen Ballen begleitet.',
        'A las seis de la mañana los telares ya están en marcha. Seguimos a Marta, jefa de sección desde hace veinte años, del control del hilo a la pieza terminada.',
      ),
      '2025-05-15',
      favourites(10001, 10003, 10086, 10155),
    ),
    post(
      t5('Il bagno come una spa', 'A bathroom like a spa', 'Une salle de bain comme un spa', 'Ein Bad wie ein Spa', 'Un baño como un spa'),
      t5(
        'Spugna, nido d’ape e un tappeto che asciuga in fretta',
        'Terry, waffle weave and a quick-drying mat',
        'Éponge, nid d’abeille et un tapis qui sèche vite',
        'Frottee, Waffelpiqué und eine schnell trocknende Matte',
        'Rizo, nido de abeja y una alfombra que se seca rápido',
      ),
      '/media/magazine/bagno-spa.svg',
      t5(
        'Due teli in spugna da 600 g/m², un accappatoio a nido d’ape e un tappeto in cotone tufted: la nostra formula per un bagno che invita a restare.',
        'Two 600 gsm terry towels, a waffle bathrobe and a tufted cotton mat: our recipe for a bathroom you never want to leave.',
        'Deux draps de bain en éponge de 600 g/m², un peignoir nid d’abeille et un tapis en coton tufté : notre recette pour une salle de bain qu’on ne veut plus quitter.',
        'Zwei Frotteetücher mit 600 g/m², ein Bademantel in Waffelpiqué und eine getuftete Baumwollmatte: unser Rezept für ein Bad, das man nicht mehr verlassen möchte.',
        'Dos toallas de rizo de 600 g/m², un albornoz de nido de abeja y una alfombra de algodón tufting: nuestra receta para un baño del que no querrás salir.',
      ),
      '2025-06-10',
      favourites(10087, 10089, 10092, 10125),
    ),
  ],
]);

export const EDITORIAL_GRIDS = [STORY_GRID, CRAFT_GRID, TREASURES_GRID, GOLD_SILVER_GRID, TIMELINE_GRID, MAGAZINE_GRID];
