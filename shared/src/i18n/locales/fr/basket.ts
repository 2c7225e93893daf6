export default {
  header: { label_one: 'Panier, {{count}} article', label_other: 'Panier, {{count}} articles' },
  order: {
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    unnamed: 'Article {{id}}',
    size: 'Taille {{size}}',
    quantity_one: '{{count}} pièce',
    quantity_other: '{{count}} pièces',
    unitPrice: '{{price}} l\'unité',
    remove: 'Retirer {{name}}, taille {{size}}',
    pieces: 'Articles',
    total: 'Total',
  },
  discount: { validating: 'Vérification du code promo…' },
  addToCart: {
    '1': 'Article ajouté au panier.',
    '2': 'Vous avez atteint la quantité maximale pour cet article.',
    '3': 'Choisissez une quantité.',
    '4': 'Choisissez une taille.',
  },
  product: { basket: { '46': 'Saisissez un code promo.' } },
} as const;
