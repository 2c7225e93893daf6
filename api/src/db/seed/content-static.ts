/** Static pages shown as accordions (gridTypeId 5): FAQ, cookies, legal notice, size guide, terms. */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { t2, t5, type Texts } from './texts.ts';

const entry = (title: Texts, body: Texts): Field[] => [text('Title', title), text('Text', body)];
const qa = (question: Texts, answer: Texts): Field[] => [text('Question', question), text('Answer', answer)];

export const FAQ_GRID = grid(41, 'FAQ', [
  [
    qa(t2('Quanto costa la spedizione?', 'How much is shipping?'), t2('La spedizione costa 5,90 € ed è gratuita per ordini da 79 €. Il ritiro in negozio è sempre gratuito.', 'Shipping costs €5.90 and is free on orders of €79 or more. Store pickup is always free.')),
    qa(t2('In quanto tempo arriva il mio ordine?', 'When will my order arrive?'), t2('Consegniamo in Italia in 1-3 giorni lavorativi dalla spedizione.', 'We deliver in Italy within 1-3 working days of dispatch.')),
    qa(t2('Posso restituire un articolo?', 'Can I return an item?'), t2('Sì, entro 30 giorni dalla consegna, gratuitamente, per posta o in negozio.', 'Yes, within 30 days of delivery, free of charge, by post or in store.')),
    qa(t2('Quali pagamenti accettate?', 'Which payment methods do you accept?'), t2('Carte di credito e debito, PayPal e il pagamento in 3 rate.', 'Credit and debit cards, PayPal and pay in 3 instalments.')),
    qa(t2('Posso ritirare in negozio?', 'Can I collect in store?'), t2('Sì: scegli il negozio al momento dell’ordine e ritira dal giorno dopo alle 14.', 'Yes: choose a store when ordering and collect from 2 pm the next day.')),
    qa(t2('Come si lava il lino?', 'How do I wash linen?'), t2('A 40 °C, senza ammorbidente; asciuga all’ombra. Trovi tutti i consigli nel magazine.', 'At 40 °C without softener; dry in the shade. All our tips are in the magazine.')),
  ],
]);

export const COOKIE_GRID = grid(42, 'Cookie policy', [
  [
    entry(t2('Cosa sono i cookie', 'What cookies are'), t2('Piccoli file che il sito salva nel tuo browser per funzionare e ricordare le tue scelte.', 'Small files the site stores in your browser to work and remember your choices.')),
    entry(t2('Cookie tecnici', 'Technical cookies'), t2('Necessari per carrello, accesso e lingua. Non richiedono consenso.', 'Needed for the basket, sign-in and language. They need no consent.')),
    entry(t2('Cookie di analisi e marketing', 'Analytics and marketing cookies'), t2('Li usiamo solo se li accetti nel banner; puoi cambiare idea in ogni momento.', 'We only use them if you accept them in the banner; you can change your mind at any time.')),
    entry(t2('Come gestirli', 'How to manage them'), t2('Dalle impostazioni del browser puoi cancellare o bloccare i cookie.', 'You can delete or block cookies from your browser settings.')),
  ],
]);

export const LEGAL_GRID = grid(43, 'Note legali', [
  [
    entry(t2('Titolare del sito', 'Site owner'), t2('Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. P. IVA 02715340021.', 'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy. VAT IT02715340021.')),
    entry(t2('Proprietà intellettuale', 'Intellectual property'), t2('Testi, immagini e marchi del sito appartengono a Trama Casa S.r.l.', 'Texts, images and trademarks on this site belong to Trama Casa S.r.l.')),
    entry(t2('Contatti', 'Contact'), t2('Servizio clienti dal lunedì al venerdì, 9:00-17:00.', 'Customer service Monday to Friday, 9:00-17:00.')),
  ],
]);

/** Storefront §2 size guide (key guide_des_tailles): its page and the product page's side panel. */
export const SIZE_GUIDE_GRID = grid(44, 'Guida alle taglie', [
  [
    entry(
      t5('Lenzuola', 'Sheets', 'Draps', 'Bettlaken', 'Sábanas'),
      t5(
        'Singolo 160×290 cm · Piazza e mezza 210×290 cm · Matrimoniale 250×290 cm · King 280×300 cm.',
        'Single 160×290 cm · Small double 210×290 cm · Double 250×290 cm · King 280×300 cm.',
        '1 personne 160×290 cm · 1 personne et demie 210×290 cm · 2 personnes 250×290 cm · King 280×300 cm.',
        'Einzelbett 160×290 cm · Französisches Bett 210×290 cm · Doppelbett 250×290 cm · King 280×300 cm.',
        'Individual 160×290 cm · Cama de 120 210×290 cm · Matrimonio 250×290 cm · King 280×300 cm.',
      ),
    ),
    entry(
      t5('Copripiumini', 'Duvet covers', 'Housses de couette', 'Bettbezüge', 'Fundas nórdicas'),
      t5(
        'Singolo 155×200 cm · Matrimoniale 250×200 cm · King 260×240 cm.',
        'Single 155×200 cm · Double 250×200 cm · King 260×240 cm.',
        '1 personne 155×200 cm · 2 personnes 250×200 cm · King 260×240 cm.',
        'Einzelbett 155×200 cm · Doppelbett 250×200 cm · King 260×240 cm.',
        'Individual 155×200 cm · Matrimonio 250×200 cm · King 260×240 cm.',
      ),
    ),
    entry(
      t5('Pigiami e vestaglie', 'Pyjamas and robes', 'Pyjamas et robes de chambre', 'Pyjamas und Morgenmäntel', 'Pijamas y batas'),
      t5(
        'XS 40 · S 42 · M 44 · L 46 · XL 48 (taglie italiane).',
        'XS 40 · S 42 · M 44 · L 46 · XL 48 (Italian sizes).',
        'XS 40 · S 42 · M 44 · L 46 · XL 48 (tailles italiennes).',
        'XS 40 · S 42 · M 44 · L 46 · XL 48 (italienische Größen).',
        'XS 40 · S 42 · M 44 · L 46 · XL 48 (tallas italianas).',
      ),
    ),
    entry(
      t5('Bracciali', 'Bracelets', 'Bracelets', 'Armbänder', 'Pulseras'),
      t5(
        'S 16 cm · M 17,5 cm · L 19 cm: misura il polso e aggiungi 1,5 cm.',
        'S 16 cm · M 17.5 cm · L 19 cm: measure your wrist and add 1.5 cm.',
        'S 16 cm · M 17,5 cm · L 19 cm : mesurez votre poignet et ajoutez 1,5 cm.',
        'S 16 cm · M 17,5 cm · L 19 cm: Handgelenk messen und 1,5 cm hinzufügen.',
        'S 16 cm · M 17,5 cm · L 19 cm: mide tu muñeca y añade 1,5 cm.',
      ),
    ),
  ],
]);

export const TERMS_GRID = grid(45, 'Condizioni di vendita', [
  [
    entry(t2('Ambito', 'Scope'), t2('Queste condizioni regolano gli acquisti sul sito di Trama Casa S.r.l.', 'These terms govern purchases on the Trama Casa S.r.l. website.')),
    entry(t2('Prezzi', 'Prices'), t2('I prezzi sono in euro, IVA inclusa.', 'Prices are in euros, VAT included.')),
    entry(t2('Spedizione', 'Shipping'), t2('5,90 € per ordine; gratuita da 79 €. Consegna solo in Italia.', '€5.90 per order; free from €79. Delivery to Italy only.')),
    entry(t2('Diritto di recesso', 'Right of withdrawal'), t2('Puoi restituire gli articoli entro 30 giorni dalla consegna.', 'You may return items within 30 days of delivery.')),
    entry(t2('Pagamenti', 'Payments'), t2('Carte, PayPal e pagamento in 3 rate. L’ordine è confermato al buon esito del pagamento.', 'Cards, PayPal and pay in 3. The order is confirmed once payment succeeds.')),
  ],
]);

/** Account §2 Contact (menu key contact): a page visitors can read; account §9 gives the service hours. */
export const CONTACT_GRID = grid(46, 'Contatti', [
  [
    entry(
      t5('Servizio clienti', 'Customer service', 'Service client', 'Kundenservice', 'Atención al cliente'),
      t5(
        'Dal lunedì al venerdì, 9:00-17:00, a servizio.clienti@trama.example.',
        'Monday to Friday, 9:00-17:00, at servizio.clienti@trama.example.',
        'Du lundi au vendredi, 9 h 00-17 h 00, à servizio.clienti@trama.example.',
        'Montag bis Freitag, 9:00-17:00 Uhr, unter servizio.clienti@trama.example.',
        'De lunes a viernes, 9:00-17:00, en servizio.clienti@trama.example.',
      ),
    ),
    entry(
      t5('Ordini e resi', 'Orders and returns', 'Commandes et retours', 'Bestellungen und Rücksendungen', 'Pedidos y devoluciones'),
      t5(
        'Tieni a portata di mano il numero d’ordine: ti risponderemo entro un giorno lavorativo.',
        'Keep your order number at hand: we answer within one working day.',
        'Gardez votre numéro de commande à portée de main : nous répondons sous un jour ouvré.',
        'Halten Sie Ihre Bestellnummer bereit: Wir antworten innerhalb eines Werktags.',
        'Ten a mano tu número de pedido: respondemos en un día laborable.',
      ),
    ),
  ],
]);

/** Menu key donnees_personnelles: the privacy notice, a legal page visitors read (account §6). */
export const PRIVACY_GRID = grid(47, 'Dati personali', [
  [
    entry(t2('Titolare del trattamento', 'Data controller'), t2('Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia.', 'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy.')),
    entry(t2('Quali dati usiamo', 'Which data we use'), t2('I dati del tuo account e dei tuoi ordini, solo per gestire acquisti, resi e assistenza.', 'Your account and order data, only to handle purchases, returns and customer care.')),
    entry(t2('I tuoi diritti', 'Your rights'), t2('Puoi chiedere accesso, rettifica o cancellazione scrivendo a servizio.clienti@trama.example.', 'You may ask for access, correction or erasure by writing to servizio.clienti@trama.example.')),
  ],
]);

/**
 * Menu key shopper: account §2 books an appointment from a store passed in navigation (the store
 * locator's button); reached from a menu link, the page says where to start.
 */
export const SHOPPER_GRID = grid(48, 'Personal shopper', [
  [
    entry(
      t2('Un appuntamento in negozio', 'An appointment in store'),
      t2('Un consulente ti aspetta in negozio per scegliere tessuti, misure e colori.', 'A consultant waits for you in store to choose fabrics, sizes and colours.'),
    ),
    [text('Title', t2('Come prenotare', 'How to book')), text('Text', t2('Scegli un negozio con personal shopper e premi «Prenota».', 'Choose a store with a personal shopper and press “Book”.')), link(t2('Trova un negozio', 'Find a store'), '/negozi')],
  ],
]);

/**
 * Account §2 Professional space (menu key espace_pro): content blocks, photo or text, shown in the
 * order of their widget number (an editorial grid, rendered by mf-content's ContentPage).
 */
export const PRO_SPACE_GRID = grid(49, 'Spazio professionisti', [
  [
    [
      photo('/media/editorial/spazio-professionisti-atelier.svg', t5('Tessuti in lino nel laboratorio di Biella', 'Linen fabrics in the Biella workshop', 'Tissus en lin dans l’atelier de Biella', 'Leinenstoffe in der Werkstatt in Biella', 'Tejidos de lino en el taller de Biella')),
      text('Title', t5('Per hotel, ristoranti e architetti', 'For hotels, restaurants and architects', 'Pour les hôtels, restaurants et architectes', 'Für Hotels, Restaurants und Architekten', 'Para hoteles, restaurantes y arquitectos')),
      text(
        'Text',
        t5(
          'Biancheria da letto, da bagno e da tavola su misura, tessuta a Biella, con prezzi e tempi dedicati ai professionisti.',
          'Made-to-measure bed, bath and table linen woven in Biella, with prices and lead times for professionals.',
          'Linge de lit, de bain et de table sur mesure, tissé à Biella, avec des prix et des délais dédiés aux professionnels.',
          'Bett-, Bad- und Tischwäsche nach Maß, gewebt in Biella, mit Preisen und Lieferzeiten für Fachkunden.',
          'Ropa de cama, baño y mesa a medida, tejida en Biella, con precios y plazos para profesionales.',
        ),
      ),
    ],
    [
      text('Title', t5('Come lavoriamo', 'How we work', 'Notre façon de travailler', 'So arbeiten wir', 'Cómo trabajamos')),
      text(
        'Text',
        t5(
          'Campionature gratuite, ricamo del logo e consegna programmata in tutta Europa.',
          'Free samples, logo embroidery and scheduled delivery across Europe.',
          'Échantillons gratuits, broderie du logo et livraison programmée dans toute l’Europe.',
          'Kostenlose Muster, Logostickerei und geplante Lieferung in ganz Europa.',
          'Muestras gratuitas, bordado del logotipo y entrega programada en toda Europa.',
        ),
      ),
      link(t5('Scrivici', 'Write to us', 'Écrivez-nous', 'Schreiben Sie uns', 'Escríbenos'), '/contatti'),
    ],
  ],
]);

export const STATIC_GRIDS = [FAQ_GRID, COOKIE_GRID, LEGAL_GRID, SIZE_GUIDE_GRID, TERMS_GRID, CONTACT_GRID, PRIVACY_GRID, SHOPPER_GRID, PRO_SPACE_GRID];
