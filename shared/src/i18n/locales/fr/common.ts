export default {
  Error: {
    '1': 'Page introuvable',
    '2': "La page que vous cherchez n'existe pas ou a été déplacée.",
    '3': 'Site en maintenance',
    '4': 'Nous améliorons le site. Réessayez dans quelques minutes.',
    '5': 'Produit introuvable',
    '6': 'Retour',
  },
  error_message: 'Une erreur est survenue : actualisez la page ou contactez le service client.',
  errors: {
    network: 'Pas de connexion. Vérifiez le réseau et réessayez.',
    unauthorized: 'Votre session a expiré : reconnectez-vous.',
    tooManyRequests: 'Trop de requêtes : réessayez dans un instant.',
  },
  remote: {
    loading: 'Chargement…',
    unavailable: "Cette partie de la boutique n'est pas disponible pour le moment.",
    backHome: "Retour à l'accueil",
    retry: 'Réessayer',
  },
  validation: { required: '{{field}} est obligatoire.', email: 'Saisissez une adresse e-mail valide.' },
  common: { home: 'Accueil', close: 'Fermer', currency: '{{value}} €' },
} as const;
