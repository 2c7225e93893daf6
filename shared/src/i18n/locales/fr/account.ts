export default {
  hub: {
    title: 'Mon compte',
    greeting: 'Bonjour {{name}}',
    orders: 'Mes commandes',
    ordersText: 'Suivez vos commandes en ligne et demandez un retour.',
    information: 'Mes informations',
    informationText: 'Profil, préférences et mot de passe.',
    addresses: 'Mes adresses',
    addressesText: 'Adresses de livraison et de facturation.',
    tickets: 'Mes tickets',
    ticketsText: 'Vos achats dans nos boutiques.',
    logout: 'Se déconnecter',
  },
} as const;
