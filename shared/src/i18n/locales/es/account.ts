export default {
  hub: {
    title: 'Mi cuenta',
    greeting: 'Hola, {{name}}',
    orders: 'Mis pedidos',
    ordersText: 'Sigue tus pedidos online y solicita una devolución.',
    information: 'Mis datos',
    informationText: 'Perfil, preferencias y contraseña.',
    addresses: 'Mis direcciones',
    addressesText: 'Direcciones de envío y de facturación.',
    tickets: 'Mis tiques',
    ticketsText: 'Tus compras en nuestras tiendas.',
    logout: 'Cerrar sesión',
  },
} as const;
