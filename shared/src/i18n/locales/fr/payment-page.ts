/** basket:paymentPage.* — payment widget and result pages (mf-basket-checkout, issue 7). */
export default {
  title: 'Paiement',
  loading: 'Préparation du paiement…',
  locked: 'Acceptez les conditions de vente pour payer.',
  paying: 'Paiement en cours…',
  testMode: {
    label: "Paiement de test — aucun argent n'est débité",
    text: "Cette boutique utilise le prestataire de test : payez avec l'une des cartes de test.",
    cards: 'Cartes de test',
    outcome: { Authorised: 'autorisée', Refused: 'refusée', Pending: 'en attente' },
  },
  card: { title: 'Carte', number: 'Numéro de carte', pay: 'Payer {{amount}}' },
  wallet: {
    outcome: 'Résultat simulé',
    authorised: 'Autorisé',
    refused: 'Refusé',
    paypal: 'Payer avec PayPal (test)',
    klarna: 'Payer en 3 fois sans frais (test)',
  },
  dropin: { loading: 'Chargement des moyens de paiement…' },
  monetico: { text: 'Vous allez être redirigé vers la page de paiement sécurisée.', submit: 'Aller au paiement' },
  errors: {
    session: "Le paiement n'a pas pu être préparé : réessayez.",
    cardRequired: 'Saisissez le numéro de carte.',
    payment: 'Le paiement par carte a échoué : réessayez ou contactez le service client.',
    provider: 'Le service de paiement ne répond pas : réessayez plus tard.',
  },
  result: {
    loading: 'Vérification du paiement…',
    success: {
      title: 'Merci pour votre commande !',
      orderNumber: 'Numéro de commande',
      delivery: 'Livraison estimée',
      pickup: 'Retrait en boutique à partir du',
      store: 'Boutique de retrait',
      discover: 'Découvrez aussi',
    },
    failure: {
      title: 'Paiement échoué',
      text: "Le paiement a échoué et la commande n'a pas pu être finalisée.",
      retry: 'Reprendre la commande',
    },
    awaiting: 'En attente de la confirmation du prestataire de paiement.',
    error: 'Impossible de finaliser la commande : contactez le service client.',
    validation: 'Veuillez patienter pendant la validation du paiement.',
    tiles: { notre_savoir_faire: 'Notre savoir-faire', nouveaux_precieux: 'Nouveaux précieux' },
  },
} as const;
