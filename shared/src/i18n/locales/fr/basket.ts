import checkout from './checkout.ts';
import paymentPage from './payment-page.ts';

export default {
  header: { label_one: 'Panier, {{count}} article', label_other: 'Panier, {{count}} articles' },
  popup: {
    open: 'Ouvrir le résumé du panier',
    title: 'Votre panier',
    close: 'Fermer le panier',
    toOrder: 'Voir le panier',
  },
  order: {
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    unnamed: 'Article {{id}}',
    size: 'Taille {{size}}',
    /** Issue 16: a gift card's size is its amount (storefront §3 itemType GFC). */
    amount: 'Montant {{size}}',
    unitPrice: "{{price}} l'unité",
    remove: 'Retirer {{name}}, taille {{size}}',
  },
  line: {
    quantity: 'Quantité de {{name}}, taille {{size}}',
    packChild: "Un article d'un lot ne peut pas avoir moins de pièces que le lot.",
    packWhole: "Un lot ne peut pas être retiré en entier : réduisez d'abord ses articles.",
  },
  summary: {
    price: 'Sous-total',
    oldPrice: 'Prix précédent',
    promotion: 'Promotion',
    promotionNamed: 'Promotion : {{name}}',
    coupon: 'Code promo {{code}}',
    shipping: 'Livraison',
    shippingFree: 'Offerte',
    total: 'Total',
  },
  stock: {
    check: 'Vérifier la disponibilité',
    checking: 'Vérification de la disponibilité…',
    ok: 'Tous les articles sont disponibles.',
    short: 'Certains articles ne sont pas disponibles dans la quantité choisie.',
    failed: 'Impossible de vérifier la disponibilité : réessayez.',
    storeOk: 'Tous les articles sont disponibles dans le magasin choisi.',
  },
  discount: {
    validating: 'Vérification du code promo…',
    title: 'Code promo',
    label: 'Saisissez votre code',
    apply: 'Appliquer',
    annul: 'Annuler',
    applied: 'Code {{code}} appliqué',
  },
  addToCart: {
    '1': 'Article ajouté au panier.',
    '2': 'Vous avez atteint la quantité maximale pour cet article.',
    '3': 'Choisissez une quantité.',
    '4': 'Choisissez une taille.',
    '5': 'Votre panier est vide.',
    '6': 'Sélectionnez ou créez une adresse de facturation.',
    '7': "Vérifiez l'adresse de livraison.",
  },
  product: {
    basket: {
      '19': 'Code promo appliqué : {{discount}} de remise.',
      '20': "Ce code promo n'est pas valide.",
      '24': "Ce code promo n'est pas valide. Si vous avez un compte, connectez-vous et réessayez.",
      '25': 'Code de vente privée accepté.',
      '39': "Ce code ne s'applique pas aux produits déjà en promotion.",
      '46': 'Saisissez un code promo.',
      '47': "Un code de vente privée est actif : aucun autre code promo n'est possible.",
      delivery: {
        '4': 'Sélectionnez ou créez une adresse de livraison.',
        '15': "{{name}} n'est plus disponible : retirez-le du panier.",
        '16': 'Disponible pour {{name}} : {{count}}. Réduisez la quantité.',
      },
    },
  },
  payment: { '12': "La livraison dans ce pays n'est pas disponible.", '19': 'Code promo expiré, non cumulable ou non applicable.' },
  /** Account §4 Store selection in basket, §8: the store can no longer cover the basket. */
  modal: {
    '1': "Ce produit ou cette quantité n'est disponible dans aucun magasin : réduisez la quantité.",
    '2': 'Le magasin choisi ne peut plus fournir cette quantité : choisissez un autre magasin ou réduisez la quantité.',
  },
  storeNotice: { title: 'Retrait en magasin', chooseStore: 'Choisir un autre magasin', ok: "J'ai compris", close: 'Fermer' },
  /** The checkout page (issue 7). */
  checkout,
  /** Payment widget and result pages (issue 7). */
  paymentPage,
} as const;
