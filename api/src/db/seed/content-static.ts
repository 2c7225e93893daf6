/**
 * Static pages shown as accordions (gridTypeId 5): FAQ, cookies, legal notice, size guide, terms,
 * contact, personal data, personal shopper; and the professional space (type 2). Full texts in the
 * five languages (issue 17 §1), with the same sections and widgets in each. A widget without a
 * title is the page's introduction; blank lines in a text separate paragraphs.
 */
import { grid, link, photo, text, type Field } from './content-builder.ts';
import { t5, type Texts } from './texts.ts';

const entry = (title: Texts, body: Texts): Field[] => [text('Title', title), text('Text', body)];
const intro = (body: Texts): Field[] => [text('Text', body)];
const qa = (question: Texts, answer: Texts): Field[] => [text('Question', question), text('Answer', answer)];

const UPDATED = t5(
  'Ultimo aggiornamento: 1° ottobre 2026.',
  'Last updated: 1 October 2026.',
  'Dernière mise à jour : 1er octobre 2026.',
  'Stand: 1. Oktober 2026.',
  'Última actualización: 1 de octubre de 2026.',
);

/** An introduction followed by the page's "last updated" line, as its own paragraph. */
const dated = (body: Texts): Field[] =>
  intro(t5(`${body.it}\n\n${UPDATED.it}`, `${body.en}\n\n${UPDATED.en}`, `${body.fr}\n\n${UPDATED.fr}`, `${body.de}\n\n${UPDATED.de}`, `${body.es}\n\n${UPDATED.es}`));

export const FAQ_GRID = grid(41, 'FAQ', [
  [
    qa(
      t5('Quanto costa la spedizione?', 'How much is shipping?', 'Combien coûte la livraison ?', 'Was kostet der Versand?', '¿Cuánto cuesta el envío?'),
      t5(
        'La spedizione costa 5,90 € ed è gratuita per ordini da 79 €. Il ritiro in negozio è sempre gratuito.',
        'Shipping costs €5.90 and is free on orders of €79 or more. Store pickup is always free.',
        'La livraison coûte 5,90 € et elle est offerte dès 79 € d’achat. Le retrait en boutique est toujours gratuit.',
        'Der Versand kostet 5,90 € und ist ab einem Bestellwert von 79 € kostenlos. Die Abholung im Geschäft ist immer kostenlos.',
        'El envío cuesta 5,90 € y es gratuito en pedidos a partir de 79 €. La recogida en tienda siempre es gratuita.',
      ),
    ),
    qa(
      t5('In quanto tempo arriva il mio ordine?', 'When will my order arrive?', 'Quand vais-je recevoir ma commande ?', 'Wann kommt meine Bestellung an?', '¿Cuándo llegará mi pedido?'),
      t5(
        'Consegniamo con corriere in tutta Italia, dal lunedì al venerdì: il pacco arriva tra il terzo e il settimo giorno dopo l’ordine. La data stimata è indicata nel checkout e nell’e-mail di conferma.',
        'We deliver by courier throughout Italy, Monday to Friday: your parcel arrives between three and seven days after you order. The estimated date is shown at checkout and in the confirmation e-mail.',
        'Nous livrons par transporteur dans toute l’Italie, du lundi au vendredi : votre colis arrive entre trois et sept jours après la commande. La date estimée figure au moment du paiement et dans l’e-mail de confirmation.',
        'Wir liefern per Kurier in ganz Italien, von Montag bis Freitag: Ihr Paket kommt drei bis sieben Tage nach der Bestellung an. Das voraussichtliche Datum sehen Sie an der Kasse und in der Bestätigungs-E-Mail.',
        'Entregamos por mensajería en toda Italia, de lunes a viernes: tu paquete llega entre tres y siete días después del pedido. La fecha estimada aparece al finalizar la compra y en el correo de confirmación.',
      ),
    ),
    qa(
      t5('Spedite anche all’estero?', 'Do you ship abroad?', 'Livrez-vous à l’étranger ?', 'Liefern Sie auch ins Ausland?', '¿Enviáis al extranjero?'),
      t5(
        'Per ora consegniamo solo in Italia. Le nostre collezioni ti aspettano anche nei negozi di Parigi, Nizza, Monaco, Lugano, Ginevra e Andorra.',
        'For now we deliver to Italy only. Our collections are also waiting for you in our shops in Paris, Nice, Monaco, Lugano, Geneva and Andorra.',
        'Pour le moment, nous livrons uniquement en Italie. Nos collections vous attendent aussi dans nos boutiques de Paris, Nice, Monaco, Lugano, Genève et Andorre.',
        'Derzeit liefern wir nur innerhalb Italiens. Unsere Kollektionen finden Sie auch in unseren Geschäften in Paris, Nizza, Monaco, Lugano, Genf und Andorra.',
        'Por ahora solo entregamos en Italia. Nuestras colecciones también te esperan en las tiendas de París, Niza, Mónaco, Lugano, Ginebra y Andorra.',
      ),
    ),
    qa(
      t5('Posso ritirare in negozio?', 'Can I collect in store?', 'Puis-je retirer ma commande en boutique ?', 'Kann ich im Geschäft abholen?', '¿Puedo recoger en tienda?'),
      t5(
        'Sì, gratuitamente: scegli il negozio al momento dell’ordine e ritira dal giorno lavorativo successivo, a partire dalle 14. Porta con te il numero d’ordine e un documento d’identità.',
        'Yes, free of charge: choose a store when you order and collect from 2 pm on the next working day. Please bring your order number and an identity document.',
        'Oui, gratuitement : choisissez la boutique au moment de la commande et retirez-la dès le jour ouvré suivant, à partir de 14 h. Munissez-vous de votre numéro de commande et d’une pièce d’identité.',
        'Ja, kostenlos: Wählen Sie bei der Bestellung ein Geschäft und holen Sie Ihre Bestellung ab dem nächsten Werktag ab 14 Uhr ab. Bitte bringen Sie Ihre Bestellnummer und einen Ausweis mit.',
        'Sí, gratis: elige la tienda al hacer el pedido y recógelo a partir de las 14:00 del siguiente día laborable. Lleva contigo el número de pedido y un documento de identidad.',
      ),
    ),
    qa(
      t5('Come seguo il mio ordine?', 'How do I track my order?', 'Comment suivre ma commande ?', 'Wie verfolge ich meine Bestellung?', '¿Cómo sigo mi pedido?'),
      t5(
        'Nel tuo account, alla voce «I miei ordini», trovi lo stato di ogni ordine e, dopo la spedizione, il corriere e il numero del pacco.',
        'In your account, under “My orders”, you will find the status of every order and, once it has shipped, the carrier and the parcel number.',
        'Dans votre compte, rubrique « Mes commandes », vous trouvez le statut de chaque commande et, après l’expédition, le transporteur et le numéro du colis.',
        'In Ihrem Konto finden Sie unter „Meine Bestellungen“ den Status jeder Bestellung und nach dem Versand den Kurierdienst und die Paketnummer.',
        'En tu cuenta, en «Mis pedidos», encontrarás el estado de cada pedido y, tras el envío, la empresa de transporte y el número del paquete.',
      ),
    ),
    qa(
      t5('Posso modificare o annullare un ordine?', 'Can I change or cancel an order?', 'Puis-je modifier ou annuler une commande ?', 'Kann ich eine Bestellung ändern oder stornieren?', '¿Puedo modificar o cancelar un pedido?'),
      t5(
        'Scrivici subito dalla pagina Contatti con il numero d’ordine: se il pacco non è ancora stato preparato, lo modifichiamo o lo annulliamo. Se è già partito, puoi restituirlo gratuitamente.',
        'Write to us straight away from the Contact page with your order number: if the parcel has not been packed yet, we change or cancel it. If it has already left, you can return it free of charge.',
        'Écrivez-nous sans attendre depuis la page Contact avec votre numéro de commande : si le colis n’est pas encore préparé, nous la modifions ou l’annulons. S’il est déjà parti, vous pouvez le retourner gratuitement.',
        'Schreiben Sie uns umgehend über die Kontaktseite mit Ihrer Bestellnummer: Ist das Paket noch nicht gepackt, ändern oder stornieren wir die Bestellung. Ist es schon unterwegs, können Sie es kostenlos zurücksenden.',
        'Escríbenos enseguida desde la página de contacto con tu número de pedido: si el paquete aún no está preparado, lo modificamos o lo cancelamos. Si ya ha salido, puedes devolverlo gratis.',
      ),
    ),
    qa(
      t5('Posso restituire un articolo?', 'Can I return an item?', 'Puis-je retourner un article ?', 'Kann ich einen Artikel zurückgeben?', '¿Puedo devolver un artículo?'),
      t5(
        'Sì, entro 30 giorni dalla consegna, gratuitamente, per posta o in negozio. Dal tuo account scegli l’ordine, gli articoli e il motivo: ti prepariamo il modulo di reso da stampare. Il rimborso arriva sullo stesso mezzo di pagamento entro 14 giorni dal ricevimento del reso.',
        'Yes, within 30 days of delivery, free of charge, by post or in store. In your account, choose the order, the items and the reason: we prepare a return form for you to print. The refund goes back to the same payment method within 14 days of our receiving the return.',
        'Oui, dans les 30 jours suivant la livraison, gratuitement, par la poste ou en boutique. Depuis votre compte, choisissez la commande, les articles et le motif : nous préparons le bon de retour à imprimer. Le remboursement est effectué sur le même moyen de paiement dans les 14 jours suivant la réception du retour.',
        'Ja, innerhalb von 30 Tagen nach der Lieferung, kostenlos, per Post oder im Geschäft. Wählen Sie in Ihrem Konto die Bestellung, die Artikel und den Grund: Wir bereiten Ihnen einen Rücksendeschein zum Ausdrucken vor. Die Erstattung erfolgt über dieselbe Zahlungsart innerhalb von 14 Tagen nach Eingang der Rücksendung.',
        'Sí, en los 30 días siguientes a la entrega, gratis, por correo o en tienda. Desde tu cuenta elige el pedido, los artículos y el motivo: te preparamos el formulario de devolución para imprimir. El reembolso llega al mismo medio de pago en los 14 días siguientes a la recepción de la devolución.',
      ),
    ),
    qa(
      t5('Quali pagamenti accettate?', 'Which payment methods do you accept?', 'Quels moyens de paiement acceptez-vous ?', 'Welche Zahlungsarten akzeptieren Sie?', '¿Qué formas de pago aceptáis?'),
      t5(
        'Carte di credito e di debito, PayPal e il pagamento in 3 rate senza interessi. L’ordine è confermato quando il pagamento va a buon fine.',
        'Credit and debit cards, PayPal and payment in 3 interest-free instalments. Your order is confirmed once the payment goes through.',
        'Cartes de crédit et de débit, PayPal et le paiement en 3 fois sans frais. La commande est confirmée dès que le paiement est accepté.',
        'Kredit- und Debitkarten, PayPal und die Zahlung in 3 zinsfreien Raten. Ihre Bestellung ist bestätigt, sobald die Zahlung erfolgreich war.',
        'Tarjetas de crédito y débito, PayPal y el pago en 3 plazos sin intereses. El pedido se confirma cuando el pago se completa.',
      ),
    ),
    qa(
      t5('Come funzionano i punti fedeltà?', 'How do loyalty points work?', 'Comment fonctionnent les points de fidélité ?', 'Wie funktionieren die Treuepunkte?', '¿Cómo funcionan los puntos de fidelidad?'),
      t5(
        'Ogni acquisto, online e in negozio, ti fa guadagnare punti. Da 200 punti puoi trasformarli in uno sconto al momento del pagamento, a blocchi di 100 punti. Il saldo è nel tuo account.',
        'Every purchase, online and in store, earns you points. From 200 points you can turn them into a discount at checkout, in blocks of 100 points. Your balance is in your account.',
        'Chaque achat, en ligne et en boutique, vous rapporte des points. Dès 200 points, vous pouvez les convertir en remise au moment du paiement, par tranches de 100 points. Votre solde figure dans votre compte.',
        'Mit jedem Einkauf, online und im Geschäft, sammeln Sie Punkte. Ab 200 Punkten können Sie sie an der Kasse in einen Rabatt umwandeln, in Schritten von 100 Punkten. Ihren Punktestand sehen Sie in Ihrem Konto.',
        'Cada compra, online y en tienda, te da puntos. A partir de 200 puntos puedes convertirlos en un descuento al pagar, en bloques de 100 puntos. Tu saldo aparece en tu cuenta.',
      ),
    ),
    qa(
      t5('Avete carte regalo?', 'Do you sell gift cards?', 'Proposez-vous des cartes cadeaux ?', 'Gibt es Geschenkkarten?', '¿Tenéis tarjetas regalo?'),
      t5(
        'Sì, da 25 a 200 €, per la casa e per i gioielli. Le trovi nel menu, alla voce Carte regalo.',
        'Yes, from €25 to €200, for the home and for jewellery. You will find them in the menu, under Gift cards.',
        'Oui, de 25 à 200 €, pour la maison et pour les bijoux. Vous les trouverez dans le menu, rubrique Cartes cadeaux.',
        'Ja, von 25 bis 200 €, für Wohnen und Schmuck. Sie finden sie im Menü unter Geschenkkarten.',
        'Sí, de 25 a 200 €, para la casa y para las joyas. Las encontrarás en el menú, en Tarjetas regalo.',
      ),
    ),
    qa(
      t5('Come si lava il lino?', 'How do I wash linen?', 'Comment laver le lin ?', 'Wie wasche ich Leinen?', '¿Cómo se lava el lino?'),
      t5(
        'A 40 °C, senza ammorbidente; asciuga all’ombra e stira ancora umido, oppure lascialo stropicciato. Trovi tutti i consigli nel magazine.',
        'At 40 °C without softener; dry it in the shade and iron it while still damp, or leave it crumpled. All our tips are in the magazine.',
        'À 40 °C, sans adoucissant ; séchez-le à l’ombre et repassez-le encore humide, ou laissez-le froissé. Retrouvez tous nos conseils dans le magazine.',
        'Bei 40 °C ohne Weichspüler; im Schatten trocknen und noch feucht bügeln oder einfach knittrig lassen. Alle Tipps finden Sie in unserem Magazin.',
        'A 40 °C, sin suavizante; tiéndelo a la sombra y plánchalo aún húmedo, o déjalo arrugado. Encontrarás todos los consejos en la revista.',
      ),
    ),
  ],
]);

export const COOKIE_GRID = grid(42, 'Cookie policy', [
  [
    dated(
      t5(
        'Questa pagina spiega quali cookie usa il sito di Trama Casa, a cosa servono e come puoi sceglierli.',
        'This page explains which cookies the Trama Casa website uses, what they are for and how you can choose them.',
        'Cette page explique quels cookies le site de Trama Casa utilise, à quoi ils servent et comment les choisir.',
        'Diese Seite erklärt, welche Cookies die Website von Trama Casa verwendet, wozu sie dienen und wie Sie sie auswählen.',
        'Esta página explica qué cookies usa la web de Trama Casa, para qué sirven y cómo puedes elegirlas.',
      ),
    ),
    entry(
      t5('Cosa sono i cookie', 'What cookies are', 'Qu’est-ce qu’un cookie', 'Was Cookies sind', 'Qué son las cookies'),
      t5(
        'Piccoli file che il sito salva nel tuo browser per funzionare e ricordare le tue scelte. Usiamo anche tecnologie simili, come la memoria locale del browser, con le stesse regole.',
        'Small files the site stores in your browser to work and to remember your choices. We also use similar technologies, such as the browser’s local storage, under the same rules.',
        'De petits fichiers que le site enregistre dans votre navigateur pour fonctionner et retenir vos choix. Nous utilisons aussi des technologies similaires, comme le stockage local du navigateur, selon les mêmes règles.',
        'Kleine Dateien, die die Website in Ihrem Browser speichert, um zu funktionieren und sich Ihre Auswahl zu merken. Ähnliche Techniken wie den lokalen Speicher des Browsers nutzen wir nach denselben Regeln.',
        'Pequeños archivos que la web guarda en tu navegador para funcionar y recordar tus elecciones. También usamos tecnologías parecidas, como el almacenamiento local del navegador, con las mismas reglas.',
      ),
    ),
    entry(
      t5('Cookie tecnici', 'Technical cookies', 'Cookies techniques', 'Technisch notwendige Cookies', 'Cookies técnicas'),
      t5(
        'Servono per il carrello, l’accesso al tuo account, la lingua, il paese e per ricordare la tua scelta sui cookie. Senza di loro il sito non funziona, per questo non richiedono consenso. Restano nel browser al massimo 12 mesi.',
        'They keep your basket, your sign-in, your language and country, and your choice about cookies. The site cannot work without them, so they need no consent. They stay in your browser for 12 months at most.',
        'Ils gardent votre panier, votre connexion, votre langue et votre pays, ainsi que votre choix concernant les cookies. Le site ne peut pas fonctionner sans eux : ils ne demandent donc pas de consentement. Ils restent dans votre navigateur 12 mois au plus.',
        'Sie speichern Ihren Warenkorb, Ihre Anmeldung, Ihre Sprache und Ihr Land sowie Ihre Entscheidung zu Cookies. Ohne sie funktioniert die Website nicht, deshalb brauchen sie keine Einwilligung. Sie bleiben höchstens 12 Monate in Ihrem Browser.',
        'Guardan tu cesta, tu sesión, tu idioma y tu país, y tu elección sobre las cookies. Sin ellas la web no funciona, por eso no necesitan consentimiento. Permanecen en tu navegador 12 meses como máximo.',
      ),
    ),
    entry(
      t5('Cookie di analisi', 'Analytics cookies', 'Cookies de mesure d’audience', 'Analyse-Cookies', 'Cookies de análisis'),
      t5(
        'Ci dicono, in forma aggregata, quali pagine vengono visitate e dove il sito si può migliorare. Li usiamo solo se li accetti nel banner.',
        'They tell us, in aggregate, which pages are visited and where the site can be improved. We only use them if you accept them in the banner.',
        'Ils nous indiquent, de façon agrégée, quelles pages sont consultées et ce que nous pouvons améliorer. Nous ne les utilisons que si vous les acceptez dans le bandeau.',
        'Sie zeigen uns in zusammengefasster Form, welche Seiten besucht werden und was wir verbessern können. Wir verwenden sie nur, wenn Sie im Banner zustimmen.',
        'Nos indican, de forma agregada, qué páginas se visitan y qué podemos mejorar. Solo las usamos si las aceptas en el banner.',
      ),
    ),
    entry(
      t5('Cookie di marketing e social', 'Marketing and social cookies', 'Cookies marketing et réseaux sociaux', 'Marketing- und Social-Media-Cookies', 'Cookies de marketing y redes sociales'),
      t5(
        'Ci permettono di riconoscere chi arriva da un sito partner e di mostrarti le foto del nostro profilo Instagram. Anche questi li usiamo solo con il tuo consenso.',
        'They let us recognise visitors who come from a partner site and show you the photos from our Instagram profile. We only use these with your consent, too.',
        'Ils nous permettent de reconnaître les visiteurs venus d’un site partenaire et de vous montrer les photos de notre compte Instagram. Eux aussi ne sont utilisés qu’avec votre consentement.',
        'Mit ihnen erkennen wir Besucher, die von einer Partnerseite kommen, und zeigen Ihnen die Fotos unseres Instagram-Profils. Auch diese nutzen wir nur mit Ihrer Einwilligung.',
        'Nos permiten reconocer a quien llega desde una web asociada y mostrarte las fotos de nuestro perfil de Instagram. También estas las usamos solo con tu consentimiento.',
      ),
    ),
    entry(
      t5('Come dare o revocare il consenso', 'How to give or withdraw consent', 'Comment donner ou retirer votre consentement', 'Einwilligung erteilen oder widerrufen', 'Cómo dar o retirar el consentimiento'),
      t5(
        'Alla prima visita il banner ti chiede se accetti i cookie di analisi e di marketing. Puoi cambiare idea in ogni momento: cancella i cookie del sito dal browser e il banner ti chiederà di nuovo la tua scelta.',
        'On your first visit the banner asks whether you accept analytics and marketing cookies. You can change your mind at any time: delete the site’s cookies in your browser and the banner will ask you again.',
        'Lors de votre première visite, le bandeau vous demande si vous acceptez les cookies de mesure d’audience et marketing. Vous pouvez changer d’avis à tout moment : supprimez les cookies du site dans votre navigateur et le bandeau vous reposera la question.',
        'Beim ersten Besuch fragt Sie das Banner, ob Sie Analyse- und Marketing-Cookies zulassen. Sie können Ihre Meinung jederzeit ändern: Löschen Sie die Cookies der Website in Ihrem Browser, dann fragt das Banner Sie erneut.',
        'En tu primera visita, el banner te pregunta si aceptas las cookies de análisis y de marketing. Puedes cambiar de opinión cuando quieras: borra las cookies de la web en tu navegador y el banner te lo volverá a preguntar.',
      ),
    ),
    entry(
      t5('Come gestirli dal browser', 'Managing them in your browser', 'Les gérer depuis votre navigateur', 'Cookies im Browser verwalten', 'Gestionarlas desde el navegador'),
      t5(
        'Dalle impostazioni del browser puoi vedere, cancellare o bloccare i cookie. Se blocchi quelli tecnici, il carrello e l’accesso al tuo account non funzionano.',
        'In your browser settings you can view, delete or block cookies. If you block the technical ones, the basket and signing in to your account will not work.',
        'Dans les réglages de votre navigateur, vous pouvez consulter, supprimer ou bloquer les cookies. Si vous bloquez les cookies techniques, le panier et la connexion à votre compte ne fonctionnent plus.',
        'In den Einstellungen Ihres Browsers können Sie Cookies ansehen, löschen oder blockieren. Blockieren Sie die technisch notwendigen, funktionieren der Warenkorb und die Anmeldung nicht.',
        'En los ajustes del navegador puedes ver, borrar o bloquear las cookies. Si bloqueas las técnicas, la cesta y el acceso a tu cuenta no funcionan.',
      ),
    ),
    entry(
      t5('Titolare e contatti', 'Controller and contact', 'Responsable et contact', 'Verantwortlicher und Kontakt', 'Responsable y contacto'),
      t5(
        'Il titolare è Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. Per ogni domanda scrivi a privacy@trama.example; tutti i dettagli sono nella pagina Dati personali.',
        'The controller is Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy. For any question write to privacy@trama.example; all the details are on the Personal data page.',
        'Le responsable est Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italie. Pour toute question, écrivez à privacy@trama.example ; tous les détails figurent sur la page Données personnelles.',
        'Verantwortlich ist die Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italien. Bei Fragen schreiben Sie an privacy@trama.example; alle Einzelheiten finden Sie auf der Seite Persönliche Daten.',
        'El responsable es Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. Para cualquier duda escribe a privacy@trama.example; todos los detalles están en la página Datos personales.',
      ),
    ),
  ],
]);

export const LEGAL_GRID = grid(43, 'Note legali', [
  [
    entry(
      t5('Titolare del sito', 'Site owner', 'Éditeur du site', 'Betreiber der Website', 'Titular del sitio'),
      t5(
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia.\nPartita IVA e codice fiscale 02715340021 · Registro delle imprese di Biella, REA BI-190245.\nCapitale sociale 120.000 € interamente versato.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy.\nVAT number IT02715340021 · Biella Register of Companies, REA BI-190245.\nShare capital €120,000, fully paid up.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italie.\nNuméro de TVA IT02715340021 · Registre des entreprises de Biella, REA BI-190245.\nCapital social de 120 000 €, entièrement libéré.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italien.\nUSt-IdNr. IT02715340021 · Handelsregister Biella, REA BI-190245.\nStammkapital 120.000 €, voll eingezahlt.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia.\nNIF-IVA IT02715340021 · Registro Mercantil de Biella, REA BI-190245.\nCapital social de 120.000 €, totalmente desembolsado.',
      ),
    ),
    entry(
      t5('Contatti', 'Contact', 'Contact', 'Kontakt', 'Contacto'),
      t5(
        'Servizio clienti dal lunedì al venerdì, 9:00-17:00: servizio.clienti@trama.example, telefono +39 015 840 2200.\nPEC: tramacasa@pec.trama.example.',
        'Customer service Monday to Friday, 9:00-17:00: servizio.clienti@trama.example, phone +39 015 840 2200.\nCertified e-mail (PEC): tramacasa@pec.trama.example.',
        'Service client du lundi au vendredi, 9 h 00-17 h 00 : servizio.clienti@trama.example, téléphone +39 015 840 2200.\nCourriel certifié (PEC) : tramacasa@pec.trama.example.',
        'Kundenservice Montag bis Freitag, 9:00-17:00 Uhr: servizio.clienti@trama.example, Telefon +39 015 840 2200.\nZertifizierte E-Mail (PEC): tramacasa@pec.trama.example.',
        'Atención al cliente de lunes a viernes, 9:00-17:00: servizio.clienti@trama.example, teléfono +39 015 840 2200.\nCorreo certificado (PEC): tramacasa@pec.trama.example.',
      ),
    ),
    entry(
      t5('Hosting', 'Hosting', 'Hébergement', 'Hosting', 'Alojamiento'),
      t5(
        'Il sito e i dati dei clienti sono ospitati su server situati nell’Unione europea.',
        'The site and customer data are hosted on servers located in the European Union.',
        'Le site et les données des clients sont hébergés sur des serveurs situés dans l’Union européenne.',
        'Die Website und die Kundendaten werden auf Servern in der Europäischen Union gehostet.',
        'La web y los datos de los clientes se alojan en servidores situados en la Unión Europea.',
      ),
    ),
    entry(
      t5('Proprietà intellettuale', 'Intellectual property', 'Propriété intellectuelle', 'Urheberrecht und Marken', 'Propiedad intelectual'),
      t5(
        'Testi, fotografie, disegni dei tessuti e marchi del sito appartengono a Trama Casa S.r.l. o ai loro autori. Non possono essere copiati né usati senza il nostro permesso scritto.',
        'The texts, photographs, fabric designs and trademarks on this site belong to Trama Casa S.r.l. or to their authors. They may not be copied or used without our written permission.',
        'Les textes, photographies, dessins de tissus et marques du site appartiennent à Trama Casa S.r.l. ou à leurs auteurs. Ils ne peuvent être copiés ni utilisés sans notre autorisation écrite.',
        'Texte, Fotos, Stoffdesigns und Marken dieser Website gehören der Trama Casa S.r.l. oder ihren Urhebern. Sie dürfen ohne unsere schriftliche Erlaubnis weder kopiert noch verwendet werden.',
        'Los textos, fotografías, diseños de tejidos y marcas de la web pertenecen a Trama Casa S.r.l. o a sus autores. No pueden copiarse ni utilizarse sin nuestro permiso por escrito.',
      ),
    ),
    entry(
      t5('Responsabilità', 'Liability', 'Responsabilité', 'Haftung', 'Responsabilidad'),
      t5(
        'Curiamo con attenzione le informazioni del sito. I colori delle foto possono variare leggermente da uno schermo all’altro. Non rispondiamo dei contenuti dei siti esterni a cui rimandiamo.',
        'We take great care over the information on this site. The colours in photos may vary slightly from one screen to another. We are not responsible for the content of external sites we link to.',
        'Nous apportons le plus grand soin aux informations du site. Les couleurs des photos peuvent varier légèrement d’un écran à l’autre. Nous ne répondons pas du contenu des sites externes vers lesquels nous renvoyons.',
        'Wir pflegen die Informationen dieser Website sorgfältig. Die Farben auf den Fotos können je nach Bildschirm leicht abweichen. Für die Inhalte externer Seiten, auf die wir verlinken, übernehmen wir keine Haftung.',
        'Cuidamos con atención la información de la web. Los colores de las fotos pueden variar ligeramente de una pantalla a otra. No respondemos del contenido de las webs externas a las que enlazamos.',
      ),
    ),
    entry(
      t5('Legge applicabile', 'Applicable law', 'Droit applicable', 'Anwendbares Recht', 'Legislación aplicable'),
      t5(
        'Il sito è regolato dalla legge italiana. Se sei un consumatore, resta competente il giudice del luogo in cui risiedi.',
        'This site is governed by Italian law. If you are a consumer, the courts of the place where you live remain competent.',
        'Le site est régi par le droit italien. Si vous êtes consommateur, le tribunal du lieu de votre résidence reste compétent.',
        'Für diese Website gilt italienisches Recht. Als Verbraucher können Sie sich weiterhin an das Gericht Ihres Wohnorts wenden.',
        'La web se rige por la legislación italiana. Si eres consumidor, sigue siendo competente el juez del lugar donde resides.',
      ),
    ),
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
      t5('Federe', 'Pillowcases', 'Taies d’oreiller', 'Kissenbezüge', 'Fundas de almohada'),
      t5(
        'Classica 50×80 cm · Quadrata 65×65 cm · Con balza, 50×80 cm più 5 cm di bordo.',
        'Standard 50×80 cm · Square 65×65 cm · Oxford, 50×80 cm plus a 5 cm border.',
        'Rectangulaire 50×80 cm · Carrée 65×65 cm · Volant plat, 50×80 cm plus 5 cm de bordure.',
        'Klassisch 50×80 cm · Quadratisch 65×65 cm · Mit Stehsaum, 50×80 cm plus 5 cm Rand.',
        'Clásica 50×80 cm · Cuadrada 65×65 cm · Con volante, 50×80 cm más 5 cm de borde.',
      ),
    ),
    entry(
      t5('Asciugamani e teli', 'Towels', 'Serviettes et draps de bain', 'Handtücher und Badetücher', 'Toallas'),
      t5(
        'Ospite 40×60 cm · Viso 60×100 cm · Telo doccia 100×150 cm · Telo bagno 100×180 cm.',
        'Guest 40×60 cm · Hand 60×100 cm · Bath towel 100×150 cm · Bath sheet 100×180 cm.',
        'Invité 40×60 cm · Serviette 60×100 cm · Drap de douche 100×150 cm · Drap de bain 100×180 cm.',
        'Gästetuch 40×60 cm · Handtuch 60×100 cm · Duschtuch 100×150 cm · Badetuch 100×180 cm.',
        'Lavabo 40×60 cm · Tocador 60×100 cm · Toalla de ducha 100×150 cm · Toalla de baño 100×180 cm.',
      ),
    ),
    entry(
      t5('Tovaglie', 'Tablecloths', 'Nappes', 'Tischdecken', 'Manteles'),
      t5(
        '4 posti 150×150 cm · 6 posti 150×250 cm · 8 posti 170×300 cm: la tovaglia deve scendere di 25-30 cm per lato.',
        '4 places 150×150 cm · 6 places 150×250 cm · 8 places 170×300 cm: the cloth should hang 25-30 cm over each side.',
        '4 couverts 150×150 cm · 6 couverts 150×250 cm · 8 couverts 170×300 cm : la nappe doit retomber de 25 à 30 cm de chaque côté.',
        '4 Personen 150×150 cm · 6 Personen 150×250 cm · 8 Personen 170×300 cm: Die Decke sollte an jeder Seite 25-30 cm überhängen.',
        '4 comensales 150×150 cm · 6 comensales 150×250 cm · 8 comensales 170×300 cm: el mantel debe caer 25-30 cm por cada lado.',
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
      t5('Accappatoi', 'Bathrobes', 'Peignoirs', 'Bademäntel', 'Albornoces'),
      t5(
        'S/M per le taglie 40-44 · L/XL per le taglie 46-50. Nel dubbio scegli la più grande: la spugna si ritira un poco al primo lavaggio.',
        'S/M for sizes 40-44 · L/XL for sizes 46-50. If in doubt, take the larger one: terry shrinks a little in the first wash.',
        'S/M pour les tailles 40 à 44 · L/XL pour les tailles 46 à 50. En cas de doute, prenez la plus grande : l’éponge rétrécit un peu au premier lavage.',
        'S/M für die Größen 40-44 · L/XL für die Größen 46-50. Im Zweifel die größere wählen: Frottee läuft bei der ersten Wäsche etwas ein.',
        'S/M para las tallas 40-44 · L/XL para las tallas 46-50. Si dudas, elige la más grande: el rizo encoge un poco en el primer lavado.',
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
    entry(
      t5('Collane', 'Necklaces', 'Colliers', 'Halsketten', 'Collares'),
      t5(
        '40 cm alla base del collo · 45 cm sulla clavicola · 50 cm poco sotto. Ogni catena ha un anellino per accorciarla di 2 cm.',
        '40 cm at the base of the neck · 45 cm on the collarbone · 50 cm just below. Every chain has a small ring to shorten it by 2 cm.',
        '40 cm à la base du cou · 45 cm sur la clavicule · 50 cm juste en dessous. Chaque chaîne a un anneau pour la raccourcir de 2 cm.',
        '40 cm am Halsansatz · 45 cm auf dem Schlüsselbein · 50 cm knapp darunter. Jede Kette hat eine Öse, mit der sie sich um 2 cm kürzen lässt.',
        '40 cm en la base del cuello · 45 cm sobre la clavícula · 50 cm justo debajo. Cada cadena tiene una anilla para acortarla 2 cm.',
      ),
    ),
  ],
]);

export const TERMS_GRID = grid(45, 'Condizioni di vendita', [
  [
    dated(
      t5(
        'Queste condizioni valgono per ogni acquisto sul nostro sito. Ti chiediamo di accettarle prima di pagare: leggile con calma, e per ogni dubbio scrivici.',
        'These terms apply to every purchase on our website. We ask you to accept them before you pay: take your time to read them, and write to us if anything is unclear.',
        'Ces conditions s’appliquent à chaque achat sur notre site. Nous vous demandons de les accepter avant de payer : prenez le temps de les lire et écrivez-nous en cas de doute.',
        'Diese Bedingungen gelten für jeden Einkauf auf unserer Website. Wir bitten Sie, ihnen vor der Zahlung zuzustimmen: Lesen Sie sie in Ruhe und schreiben Sie uns, wenn etwas unklar ist.',
        'Estas condiciones se aplican a cada compra en nuestra web. Te pedimos que las aceptes antes de pagar: léelas con calma y escríbenos si tienes cualquier duda.',
      ),
    ),
    entry(
      t5('1. Venditore', '1. Seller', '1. Vendeur', '1. Verkäufer', '1. Vendedor'),
      t5(
        'Il venditore è Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia, partita IVA 02715340021. Le condizioni regolano le vendite a consumatori; per acquisti professionali vedi lo Spazio professionisti.',
        'The seller is Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy, VAT number IT02715340021. These terms govern sales to consumers; for trade purchases, see our Professionals page.',
        'Le vendeur est Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italie, numéro de TVA IT02715340021. Ces conditions régissent les ventes aux consommateurs ; pour les achats professionnels, consultez l’Espace professionnels.',
        'Verkäufer ist die Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italien, USt-IdNr. IT02715340021. Diese Bedingungen gelten für Verkäufe an Verbraucher; für gewerbliche Einkäufe siehe „Für Fachkunden“.',
        'El vendedor es Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia, NIF-IVA IT02715340021. Estas condiciones regulan las ventas a consumidores; para compras profesionales, consulta el Espacio profesionales.',
      ),
    ),
    entry(
      t5('2. Prodotti', '2. Products', '2. Produits', '2. Produkte', '2. Productos'),
      t5(
        'Descriviamo ogni prodotto con misure, composizione e istruzioni di lavaggio. I tessuti naturali possono avere piccole irregolarità, che non sono difetti. La disponibilità è aggiornata in tempo reale; se un articolo finisce mentre ordini, ti avvisiamo prima del pagamento.',
        'We describe every product with its measurements, composition and care instructions. Natural fabrics may show small irregularities, which are not defects. Stock is updated in real time; if an item sells out while you order, we tell you before you pay.',
        'Nous décrivons chaque produit avec ses dimensions, sa composition et ses conseils d’entretien. Les tissus naturels peuvent présenter de petites irrégularités, qui ne sont pas des défauts. Les stocks sont mis à jour en temps réel ; si un article s’épuise pendant votre commande, nous vous prévenons avant le paiement.',
        'Wir beschreiben jedes Produkt mit Maßen, Materialzusammensetzung und Pflegehinweisen. Naturstoffe können kleine Unregelmäßigkeiten zeigen; das sind keine Mängel. Der Bestand wird laufend aktualisiert; ist ein Artikel während Ihrer Bestellung ausverkauft, informieren wir Sie vor der Zahlung.',
        'Describimos cada producto con sus medidas, composición e instrucciones de lavado. Los tejidos naturales pueden tener pequeñas irregularidades, que no son defectos. La disponibilidad se actualiza en tiempo real; si un artículo se agota mientras haces el pedido, te avisamos antes del pago.',
      ),
    ),
    entry(
      t5('3. Prezzi', '3. Prices', '3. Prix', '3. Preise', '3. Precios'),
      t5(
        'I prezzi sono in euro, IVA inclusa. Le spese di spedizione, se dovute, sono indicate nel riepilogo prima del pagamento. Vale il prezzo mostrato al momento dell’ordine.',
        'Prices are in euros, VAT included. Shipping costs, where due, are shown in the summary before payment. The price that applies is the one shown when you order.',
        'Les prix sont en euros, TVA comprise. Les frais de livraison éventuels sont indiqués dans le récapitulatif avant le paiement. Le prix applicable est celui affiché au moment de la commande.',
        'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Eventuelle Versandkosten sehen Sie vor der Zahlung in der Übersicht. Es gilt der Preis, der bei der Bestellung angezeigt wird.',
        'Los precios están en euros, IVA incluido. Los gastos de envío, si corresponden, se indican en el resumen antes del pago. Se aplica el precio mostrado en el momento del pedido.',
      ),
    ),
    entry(
      t5('4. Ordine e contratto', '4. Order and contract', '4. Commande et contrat', '4. Bestellung und Vertrag', '4. Pedido y contrato'),
      t5(
        'Il contratto è concluso quando il pagamento va a buon fine. Ti inviamo subito un’e-mail di conferma con il riepilogo dell’ordine, che trovi anche nel tuo account.',
        'The contract is concluded when the payment goes through. We immediately send you a confirmation e-mail with the order summary, which you will also find in your account.',
        'Le contrat est conclu lorsque le paiement est accepté. Nous vous envoyons aussitôt un e-mail de confirmation avec le récapitulatif de la commande, que vous retrouvez aussi dans votre compte.',
        'Der Vertrag kommt zustande, sobald die Zahlung erfolgreich war. Wir senden Ihnen sofort eine Bestätigungs-E-Mail mit der Bestellübersicht, die Sie auch in Ihrem Konto finden.',
        'El contrato se celebra cuando el pago se completa. Te enviamos enseguida un correo de confirmación con el resumen del pedido, que también encontrarás en tu cuenta.',
      ),
    ),
    entry(
      t5('5. Pagamento', '5. Payment', '5. Paiement', '5. Zahlung', '5. Pago'),
      t5(
        'Accettiamo carte di credito e di debito, PayPal e il pagamento in 3 rate senza interessi. I dati della carta sono trattati solo dal fornitore del pagamento: noi non li vediamo né li conserviamo.',
        'We accept credit and debit cards, PayPal and payment in 3 interest-free instalments. Card details are handled only by the payment provider: we never see or store them.',
        'Nous acceptons les cartes de crédit et de débit, PayPal et le paiement en 3 fois sans frais. Les données de carte sont traitées uniquement par le prestataire de paiement : nous ne les voyons pas et ne les conservons pas.',
        'Wir akzeptieren Kredit- und Debitkarten, PayPal und die Zahlung in 3 zinsfreien Raten. Kartendaten verarbeitet ausschließlich der Zahlungsdienstleister: Wir sehen und speichern sie nicht.',
        'Aceptamos tarjetas de crédito y débito, PayPal y el pago en 3 plazos sin intereses. Los datos de la tarjeta los trata solo el proveedor de pagos: nosotros no los vemos ni los guardamos.',
      ),
    ),
    entry(
      t5('6. Consegna e ritiro', '6. Delivery and collection', '6. Livraison et retrait', '6. Lieferung und Abholung', '6. Entrega y recogida'),
      t5(
        'Consegniamo solo in Italia. La spedizione costa 5,90 € per ordine ed è gratuita da 79 €; il pacco arriva tra il terzo e il settimo giorno dopo l’ordine. Il ritiro in negozio è gratuito, dal giorno lavorativo successivo a partire dalle 14.',
        'We deliver to Italy only. Shipping costs €5.90 per order and is free from €79; your parcel arrives between three and seven days after you order. Store pickup is free, from 2 pm on the next working day.',
        'Nous livrons uniquement en Italie. La livraison coûte 5,90 € par commande et elle est offerte dès 79 € ; votre colis arrive entre trois et sept jours après la commande. Le retrait en boutique est gratuit, dès le jour ouvré suivant à partir de 14 h.',
        'Wir liefern nur innerhalb Italiens. Der Versand kostet 5,90 € pro Bestellung und ist ab 79 € kostenlos; Ihr Paket kommt drei bis sieben Tage nach der Bestellung an. Die Abholung im Geschäft ist kostenlos, ab dem nächsten Werktag ab 14 Uhr.',
        'Solo entregamos en Italia. El envío cuesta 5,90 € por pedido y es gratuito a partir de 79 €; tu paquete llega entre tres y siete días después del pedido. La recogida en tienda es gratuita, a partir de las 14:00 del siguiente día laborable.',
      ),
    ),
    entry(
      t5('7. Diritto di recesso e resi', '7. Right of withdrawal and returns', '7. Droit de rétractation et retours', '7. Widerrufsrecht und Rücksendungen', '7. Derecho de desistimiento y devoluciones'),
      t5(
        'La legge ti dà 14 giorni per ripensarci; noi li portiamo a 30 giorni dalla consegna. Il reso è gratuito, per posta con il modulo che prepari dal tuo account oppure in uno dei nostri negozi. Gli articoli devono essere integri, non usati e con le etichette. Per motivi igienici non possiamo riprendere orecchini indossati.',
        'The law gives you 14 days to change your mind; we extend this to 30 days from delivery. Returns are free, by post with the form you prepare in your account or in one of our shops. Items must be intact, unused and with their labels. For hygiene reasons we cannot take back earrings that have been worn.',
        'La loi vous accorde 14 jours pour changer d’avis ; nous les portons à 30 jours après la livraison. Le retour est gratuit, par la poste avec le bon préparé depuis votre compte, ou dans l’une de nos boutiques. Les articles doivent être intacts, non utilisés et avec leurs étiquettes. Pour des raisons d’hygiène, nous ne pouvons pas reprendre les boucles d’oreilles portées.',
        'Das Gesetz gibt Ihnen 14 Tage Bedenkzeit; wir verlängern sie auf 30 Tage ab Lieferung. Die Rücksendung ist kostenlos, per Post mit dem Rücksendeschein aus Ihrem Konto oder in einem unserer Geschäfte. Die Artikel müssen unbeschädigt, ungenutzt und mit Etiketten sein. Aus hygienischen Gründen können wir getragene Ohrringe nicht zurücknehmen.',
        'La ley te da 14 días para pensártelo; nosotros los ampliamos a 30 días desde la entrega. La devolución es gratuita, por correo con el formulario que preparas en tu cuenta o en una de nuestras tiendas. Los artículos deben estar intactos, sin usar y con sus etiquetas. Por motivos de higiene no podemos aceptar pendientes que se hayan llevado puestos.',
      ),
    ),
    entry(
      t5('8. Rimborsi', '8. Refunds', '8. Remboursements', '8. Erstattungen', '8. Reembolsos'),
      t5(
        'Rimborsiamo l’importo degli articoli restituiti, e la spedizione se restituisci l’intero ordine, entro 14 giorni dal ricevimento del reso, con lo stesso mezzo di pagamento.',
        'We refund the returned items, and the shipping if you return the whole order, within 14 days of receiving the return, using the same payment method.',
        'Nous remboursons les articles retournés, ainsi que la livraison si vous retournez toute la commande, dans les 14 jours suivant la réception du retour, sur le même moyen de paiement.',
        'Wir erstatten den Betrag der zurückgesandten Artikel und, wenn Sie die ganze Bestellung zurückgeben, auch die Versandkosten innerhalb von 14 Tagen nach Eingang der Rücksendung über dieselbe Zahlungsart.',
        'Reembolsamos el importe de los artículos devueltos, y el envío si devuelves todo el pedido, en los 14 días siguientes a la recepción de la devolución, con el mismo medio de pago.',
      ),
    ),
    entry(
      t5('9. Garanzia legale', '9. Legal guarantee', '9. Garantie légale', '9. Gesetzliche Gewährleistung', '9. Garantía legal'),
      t5(
        'Ogni prodotto ha la garanzia legale di conformità di 24 mesi dalla consegna prevista dal Codice del consumo. Se un articolo ha un difetto, scrivici con una foto: lo ripariamo, lo sostituiamo o ti rimborsiamo.',
        'Every product carries the 24-month legal guarantee of conformity from delivery under the Italian Consumer Code. If an item is faulty, write to us with a photo: we repair it, replace it or refund you.',
        'Chaque produit bénéficie de la garantie légale de conformité de 24 mois à compter de la livraison, prévue par le Code de la consommation italien. Si un article présente un défaut, écrivez-nous avec une photo : nous le réparons, le remplaçons ou vous remboursons.',
        'Für jedes Produkt gilt die gesetzliche Gewährleistung von 24 Monaten ab Lieferung nach dem italienischen Verbrauchergesetzbuch. Ist ein Artikel mangelhaft, schreiben Sie uns mit einem Foto: Wir reparieren ihn, tauschen ihn aus oder erstatten den Kaufpreis.',
        'Cada producto tiene la garantía legal de conformidad de 24 meses desde la entrega que establece el Código de Consumo italiano. Si un artículo tiene un defecto, escríbenos con una foto: lo reparamos, lo sustituimos o te devolvemos el dinero.',
      ),
    ),
    entry(
      t5('10. Reclami e legge applicabile', '10. Complaints and applicable law', '10. Réclamations et droit applicable', '10. Beschwerden und anwendbares Recht', '10. Reclamaciones y legislación aplicable'),
      t5(
        'Per ogni reclamo scrivi a servizio.clienti@trama.example: rispondiamo entro un giorno lavorativo. Il contratto è regolato dalla legge italiana, fatte salve le norme più favorevoli del paese in cui risiedi.',
        'For any complaint write to servizio.clienti@trama.example: we answer within one working day. The contract is governed by Italian law, without prejudice to any more favourable rules of the country where you live.',
        'Pour toute réclamation, écrivez à servizio.clienti@trama.example : nous répondons sous un jour ouvré. Le contrat est régi par le droit italien, sous réserve des règles plus favorables du pays où vous résidez.',
        'Beschwerden richten Sie bitte an servizio.clienti@trama.example: Wir antworten innerhalb eines Werktags. Der Vertrag unterliegt italienischem Recht, unbeschadet günstigerer Vorschriften des Landes, in dem Sie wohnen.',
        'Para cualquier reclamación escribe a servizio.clienti@trama.example: respondemos en un día laborable. El contrato se rige por la legislación italiana, sin perjuicio de las normas más favorables del país donde resides.',
      ),
    ),
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
    entry(
      t5('Telefono', 'Phone', 'Téléphone', 'Telefon', 'Teléfono'),
      t5(
        '+39 015 840 2200, dal lunedì al venerdì, 9:00-17:00. Per disponibilità e appuntamenti in un negozio, chiama direttamente il negozio: numeri e orari sono nella pagina Negozi.',
        '+39 015 840 2200, Monday to Friday, 9:00-17:00. For stock or appointments in a shop, call the shop directly: numbers and opening hours are on the Stores page.',
        '+39 015 840 2200, du lundi au vendredi, 9 h 00-17 h 00. Pour une disponibilité ou un rendez-vous en boutique, appelez directement la boutique : numéros et horaires sont sur la page Boutiques.',
        '+39 015 840 2200, Montag bis Freitag, 9:00-17:00 Uhr. Für Verfügbarkeit oder Termine in einem Geschäft rufen Sie bitte direkt dort an: Nummern und Öffnungszeiten finden Sie auf der Seite Geschäfte.',
        '+39 015 840 2200, de lunes a viernes, 9:00-17:00. Para disponibilidad o citas en una tienda, llama directamente a la tienda: los números y horarios están en la página Tiendas.',
      ),
    ),
    entry(
      t5('Sede', 'Head office', 'Siège', 'Firmensitz', 'Sede'),
      t5(
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. Allo stesso indirizzo trovi il nostro spaccio aziendale.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy. Our factory shop is at the same address.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italie. Notre magasin d’usine se trouve à la même adresse.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italien. Unter derselben Adresse finden Sie unseren Werksverkauf.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. En la misma dirección está nuestra tienda de fábrica.',
      ),
    ),
  ],
]);

/** Menu key donnees_personnelles: the privacy notice, a legal page visitors read (account §6). */
export const PRIVACY_GRID = grid(47, 'Dati personali', [
  [
    dated(
      t5(
        'Questa informativa spiega come Trama Casa tratta i tuoi dati personali quando visiti il sito, crei un account, acquisti, prenoti un appuntamento o ci scrivi, secondo il Regolamento (UE) 2016/679 (GDPR).',
        'This notice explains how Trama Casa processes your personal data when you visit the site, create an account, shop, book an appointment or write to us, under Regulation (EU) 2016/679 (GDPR).',
        'Cette notice explique comment Trama Casa traite vos données personnelles lorsque vous visitez le site, créez un compte, achetez, réservez un rendez-vous ou nous écrivez, conformément au règlement (UE) 2016/679 (RGPD).',
        'Diese Datenschutzerklärung erläutert, wie Trama Casa Ihre personenbezogenen Daten verarbeitet, wenn Sie die Website besuchen, ein Konto anlegen, einkaufen, einen Termin buchen oder uns schreiben, gemäß der Verordnung (EU) 2016/679 (DSGVO).',
        'Esta información explica cómo trata Trama Casa tus datos personales cuando visitas la web, creas una cuenta, compras, reservas una cita o nos escribes, conforme al Reglamento (UE) 2016/679 (RGPD).',
      ),
    ),
    entry(
      t5('Titolare del trattamento', 'Data controller', 'Responsable du traitement', 'Verantwortlicher', 'Responsable del tratamiento'),
      t5(
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. Per ogni domanda sui tuoi dati scrivi a privacy@trama.example.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italy. For any question about your data, write to privacy@trama.example.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italie. Pour toute question sur vos données, écrivez à privacy@trama.example.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italien. Bei Fragen zu Ihren Daten schreiben Sie an privacy@trama.example.',
        'Trama Casa S.r.l., Via dei Tessitori 12, 13900 Biella (BI), Italia. Para cualquier duda sobre tus datos, escribe a privacy@trama.example.',
      ),
    ),
    entry(
      t5('Quali dati usiamo', 'Which data we use', 'Les données que nous utilisons', 'Welche Daten wir verwenden', 'Qué datos usamos'),
      t5(
        'I dati del tuo account (nome, e-mail, data di nascita se ce la dai), gli indirizzi, gli ordini e gli scontrini dei negozi, i punti fedeltà, gli appuntamenti con il personal shopper e i messaggi che ci mandi. Con il tuo consenso, anche l’e-mail per la newsletter e i dati di navigazione raccolti dai cookie.',
        'Your account data (name, e-mail, date of birth if you give it to us), your addresses, your orders and shop receipts, loyalty points, personal shopper appointments and the messages you send us. With your consent, also your e-mail for the newsletter and the browsing data collected by cookies.',
        'Les données de votre compte (nom, e-mail, date de naissance si vous nous la donnez), vos adresses, vos commandes et tickets de caisse en boutique, vos points de fidélité, vos rendez-vous avec le personal shopper et les messages que vous nous envoyez. Avec votre consentement, aussi votre e-mail pour la newsletter et les données de navigation recueillies par les cookies.',
        'Ihre Kontodaten (Name, E-Mail, Geburtsdatum, sofern Sie es angeben), Ihre Adressen, Bestellungen und Kassenbons aus den Geschäften, Treuepunkte, Termine mit dem Personal Shopper und die Nachrichten, die Sie uns senden. Mit Ihrer Einwilligung auch Ihre E-Mail-Adresse für den Newsletter und die von Cookies erfassten Nutzungsdaten.',
        'Los datos de tu cuenta (nombre, correo electrónico, fecha de nacimiento si nos la das), tus direcciones, tus pedidos y tiques de tienda, los puntos de fidelidad, las citas con el personal shopper y los mensajes que nos envías. Con tu consentimiento, también tu correo para la newsletter y los datos de navegación recogidos por las cookies.',
      ),
    ),
    entry(
      t5('Perché li usiamo', 'Why we use them', 'Pourquoi nous les utilisons', 'Wozu wir sie verwenden', 'Para qué los usamos'),
      t5(
        'Per gestire acquisti, consegne, resi e assistenza (esecuzione del contratto); per la fatturazione e gli obblighi fiscali (obbligo di legge); per la sicurezza del sito e la prevenzione delle frodi (legittimo interesse); per la newsletter e le statistiche, solo se ce lo permetti (consenso).',
        'To handle purchases, deliveries, returns and customer care (performance of the contract); for invoicing and tax duties (legal obligation); for the security of the site and fraud prevention (legitimate interest); for the newsletter and statistics, only if you allow us (consent).',
        'Pour gérer les achats, les livraisons, les retours et le service client (exécution du contrat) ; pour la facturation et les obligations fiscales (obligation légale) ; pour la sécurité du site et la prévention de la fraude (intérêt légitime) ; pour la newsletter et les statistiques, uniquement si vous l’acceptez (consentement).',
        'Zur Abwicklung von Einkäufen, Lieferungen, Rücksendungen und Kundenservice (Vertragserfüllung); für Rechnungen und steuerliche Pflichten (gesetzliche Verpflichtung); für die Sicherheit der Website und die Betrugsvorbeugung (berechtigtes Interesse); für Newsletter und Statistiken nur, wenn Sie es erlauben (Einwilligung).',
        'Para gestionar compras, entregas, devoluciones y atención al cliente (ejecución del contrato); para la facturación y las obligaciones fiscales (obligación legal); para la seguridad de la web y la prevención del fraude (interés legítimo); para la newsletter y las estadísticas, solo si nos lo permites (consentimiento).',
      ),
    ),
    entry(
      t5('Con chi li condividiamo', 'Who we share them with', 'Avec qui nous les partageons', 'An wen wir sie weitergeben', 'Con quién los compartimos'),
      t5(
        'Solo con chi ci aiuta a servirti: corrieri, fornitori dei pagamenti, il servizio di assistenza clienti e i fornitori tecnici del sito, tutti vincolati da contratto. I dati restano nell’Unione europea. Non vendiamo mai i tuoi dati.',
        'Only with those who help us serve you: couriers, payment providers, our customer service tool and the site’s technical providers, all bound by contract. The data stays in the European Union. We never sell your data.',
        'Uniquement avec ceux qui nous aident à vous servir : transporteurs, prestataires de paiement, outil du service client et prestataires techniques du site, tous liés par contrat. Les données restent dans l’Union européenne. Nous ne vendons jamais vos données.',
        'Nur mit denen, die uns helfen, Sie zu bedienen: Kurierdienste, Zahlungsdienstleister, unser Kundenservice-System und die technischen Dienstleister der Website, alle vertraglich gebunden. Die Daten bleiben in der Europäischen Union. Wir verkaufen Ihre Daten niemals.',
        'Solo con quienes nos ayudan a atenderte: empresas de mensajería, proveedores de pago, la herramienta de atención al cliente y los proveedores técnicos de la web, todos vinculados por contrato. Los datos se quedan en la Unión Europea. Nunca vendemos tus datos.',
      ),
    ),
    entry(
      t5('Per quanto tempo', 'How long we keep them', 'Combien de temps', 'Wie lange wir sie speichern', 'Durante cuánto tiempo'),
      t5(
        'I dati dell’account finché non lo chiudi; ordini e fatture per 10 anni, come chiede la legge fiscale; i messaggi al servizio clienti per 24 mesi; l’e-mail della newsletter finché non ti disiscrivi.',
        'Account data until you close your account; orders and invoices for 10 years, as tax law requires; messages to customer service for 24 months; your newsletter e-mail until you unsubscribe.',
        'Les données du compte jusqu’à sa fermeture ; les commandes et factures pendant 10 ans, comme l’exige la loi fiscale ; les messages au service client pendant 24 mois ; l’e-mail de la newsletter jusqu’à votre désinscription.',
        'Kontodaten, bis Sie Ihr Konto schließen; Bestellungen und Rechnungen 10 Jahre lang, wie es das Steuerrecht verlangt; Nachrichten an den Kundenservice 24 Monate; Ihre Newsletter-Adresse, bis Sie sich abmelden.',
        'Los datos de la cuenta hasta que la cierres; los pedidos y facturas durante 10 años, como exige la ley fiscal; los mensajes a atención al cliente durante 24 meses; el correo de la newsletter hasta que te des de baja.',
      ),
    ),
    entry(
      t5('I tuoi diritti', 'Your rights', 'Vos droits', 'Ihre Rechte', 'Tus derechos'),
      t5(
        'Puoi chiedere di accedere ai tuoi dati, correggerli, cancellarli, limitarne l’uso o riceverli in un formato leggibile, e opporti al loro trattamento, scrivendo a privacy@trama.example. Puoi revocare il consenso in ogni momento: ogni newsletter ha il link per disiscriverti. Puoi anche rivolgerti al Garante per la protezione dei dati personali.',
        'You can ask to access your data, correct it, erase it, restrict its use or receive it in a readable format, and object to its processing, by writing to privacy@trama.example. You can withdraw your consent at any time: every newsletter has an unsubscribe link. You can also complain to the Italian data protection authority (Garante per la protezione dei dati personali).',
        'Vous pouvez demander à accéder à vos données, à les rectifier, à les effacer, à en limiter l’usage ou à les recevoir dans un format lisible, et vous opposer à leur traitement, en écrivant à privacy@trama.example. Vous pouvez retirer votre consentement à tout moment : chaque newsletter contient un lien de désinscription. Vous pouvez aussi saisir l’autorité italienne de protection des données (Garante per la protezione dei dati personali).',
        'Sie können Auskunft über Ihre Daten verlangen, sie berichtigen, löschen oder ihre Nutzung einschränken lassen, sie in einem lesbaren Format erhalten und der Verarbeitung widersprechen, indem Sie an privacy@trama.example schreiben. Ihre Einwilligung können Sie jederzeit widerrufen: Jeder Newsletter enthält einen Abmeldelink. Sie können sich auch bei der italienischen Datenschutzbehörde (Garante per la protezione dei dati personali) beschweren.',
        'Puedes pedir acceder a tus datos, rectificarlos, suprimirlos, limitar su uso o recibirlos en un formato legible, y oponerte a su tratamiento, escribiendo a privacy@trama.example. Puedes retirar tu consentimiento en cualquier momento: cada newsletter incluye un enlace para darte de baja. También puedes reclamar ante la autoridad italiana de protección de datos (Garante per la protezione dei dati personali).',
      ),
    ),
  ],
]);

/**
 * Menu key shopper: account §2 books an appointment from a store passed in navigation (the store
 * locator's button); reached from a menu link, the page says where to start.
 */
export const SHOPPER_GRID = grid(48, 'Personal shopper', [
  [
    entry(
      t5('Un appuntamento in negozio', 'An appointment in store', 'Un rendez-vous en boutique', 'Ein Termin im Geschäft', 'Una cita en tienda'),
      t5(
        'Un consulente ti aspetta in negozio per scegliere con te tessuti, misure e colori: per rifare il letto, vestire la tavola delle feste o trovare un regalo. Il servizio è gratuito e non ti impegna ad acquistare.',
        'A consultant waits for you in store to choose fabrics, sizes and colours with you: to redo your bed, dress a festive table or find a gift. The service is free and you are under no obligation to buy.',
        'Un conseiller vous attend en boutique pour choisir avec vous tissus, dimensions et couleurs : pour refaire votre lit, habiller une table de fête ou trouver un cadeau. Le service est gratuit et sans obligation d’achat.',
        'Eine Beraterin oder ein Berater erwartet Sie im Geschäft, um mit Ihnen Stoffe, Maße und Farben auszuwählen: für ein neues Bett, einen festlich gedeckten Tisch oder ein Geschenk. Der Service ist kostenlos und verpflichtet Sie nicht zum Kauf.',
        'Un asesor te espera en la tienda para elegir contigo tejidos, medidas y colores: para renovar tu cama, vestir la mesa de las fiestas o encontrar un regalo. El servicio es gratuito y no te obliga a comprar.',
      ),
    ),
    [
      text('Title', t5('Come prenotare', 'How to book', 'Comment réserver', 'So buchen Sie', 'Cómo reservar')),
      text(
        'Text',
        t5(
          'Cerca un negozio con personal shopper e premi «Prenota un personal shopper». Scegli un giorno nei prossimi 15 (domenica esclusa) e un orario: ti mandiamo subito un’e-mail di conferma.',
          'Find a store with a personal shopper and press “Book a personal shopper”. Choose a day within the next 15 (Sundays excluded) and a time: we send you a confirmation e-mail straight away.',
          'Trouvez une boutique proposant un personal shopper et cliquez sur « Réserver un personal shopper ». Choisissez un jour dans les 15 prochains (hors dimanche) et un horaire : nous vous envoyons aussitôt un e-mail de confirmation.',
          'Suchen Sie ein Geschäft mit Personal Shopper und klicken Sie auf „Personal Shopper buchen“. Wählen Sie einen Tag in den nächsten 15 Tagen (außer sonntags) und eine Uhrzeit: Wir senden Ihnen sofort eine Bestätigung per E-Mail.',
          'Busca una tienda con personal shopper y pulsa «Reservar un personal shopper». Elige un día de los próximos 15 (excepto domingos) y una hora: te enviamos enseguida un correo de confirmación.',
        ),
      ),
      link(t5('Trova un negozio', 'Find a store', 'Trouver une boutique', 'Geschäft finden', 'Buscar una tienda'), '/negozi'),
    ],
    entry(
      t5('Cosa portare', 'What to bring', 'Que prévoir', 'Was Sie mitbringen sollten', 'Qué traer'),
      t5(
        'Le misure del materasso, dei cuscini o del tavolo, e se vuoi una foto della stanza: ci aiutano a consigliarti i formati e i colori giusti.',
        'The measurements of your mattress, pillows or table and, if you like, a photo of the room: they help us suggest the right sizes and colours.',
        'Les dimensions de votre matelas, de vos oreillers ou de votre table et, si vous le souhaitez, une photo de la pièce : elles nous aident à vous conseiller les bons formats et les bonnes couleurs.',
        'Die Maße Ihrer Matratze, Kissen oder Ihres Tisches und, wenn Sie möchten, ein Foto des Raums: Damit können wir Ihnen die passenden Größen und Farben empfehlen.',
        'Las medidas del colchón, de las almohadas o de la mesa y, si quieres, una foto de la habitación: nos ayudan a aconsejarte los formatos y colores adecuados.',
      ),
    ),
    entry(
      t5('Spostare o disdire', 'Changing or cancelling', 'Déplacer ou annuler', 'Verschieben oder absagen', 'Cambiar o cancelar'),
      t5(
        'Se non puoi venire o vuoi cambiare orario, chiama il negozio: il numero è nell’e-mail di conferma e nella pagina Negozi.',
        'If you cannot come or would like another time, call the store: its number is in the confirmation e-mail and on the Stores page.',
        'Si vous ne pouvez pas venir ou souhaitez changer d’horaire, appelez la boutique : son numéro figure dans l’e-mail de confirmation et sur la page Boutiques.',
        'Wenn Sie nicht kommen können oder eine andere Uhrzeit möchten, rufen Sie das Geschäft an: Die Nummer steht in der Bestätigungs-E-Mail und auf der Seite Geschäfte.',
        'Si no puedes venir o quieres cambiar la hora, llama a la tienda: el número está en el correo de confirmación y en la página Tiendas.',
      ),
    ),
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
