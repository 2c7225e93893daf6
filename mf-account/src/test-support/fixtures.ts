import type { Order, OrderDetail, OrderDetailLine, OrderLine, StoreSale } from '@trama/shared/contract';

/** Shapes of the issue-14 API contract (account §3), for the component tests. */
export const orderLine = (productId: number, itemTypeCode = 'P', orderLineId = productId): OrderLine => ({
  orderLineId,
  productId,
  orderQty: 1,
  productNameLevel1: `Articolo ${productId}`,
  size: 'TU',
  sizeName: 'Taglia unica',
  listPrice: 10,
  productPhotoUrl: `/media/${productId}.svg`,
  itemTypeCode,
  itemType: itemTypeCode === 'O' ? 'FREIGHT_COST' : 'EAN',
});

const RETURNABLE = ['SHI', 'PAI', 'DEP', 'WIT'];

export const order = (orderId: number, lines: OrderLine[], code = 'PAI', extra: Partial<Order> = {}): Order => ({
  orderId,
  webOrderId: `W${orderId}`,
  orderDate: '2026-11-20T10:00:00Z',
  shipmentDate: null,
  totalSales: 89.9,
  currency: 'EUR',
  orderStatus: { code, label: code === 'PAI' ? 'Pagato' : code },
  totalQuantity: lines.length,
  carrierCode: null,
  packageNumber: null,
  carrierStatus: null,
  shippingAddress: null,
  billingAddress: null,
  orderLines: lines,
  returnable: RETURNABLE.includes(code),
  returnRequested: false,
  selectedPrice: 1,
  deliveryMode: 'DIS',
  pickupStore: null,
  ...extra,
});

export const detailLine = (line: OrderLine, returnableQty: number): OrderDetailLine => ({ ...line, returnableQty });

export const orderDetail = (base: Order, lines: OrderDetailLine[]): OrderDetail => ({
  ...base,
  orderLines: lines,
  carrierCode: 'BRT',
  packageNumber: 'PK-778',
  carrierStatus: 'In consegna',
  shippingAddress: { name: 'Giulia Rossi', address1: 'Via Roma 1', address2: 'MI', city: 'Milano', zip: '20121', country: 'IT' },
  billingAddress: { name: 'Giulia Rossi', address1: 'Via Verdi 2', address2: 'MI', city: 'Milano', zip: '20122', country: 'IT' },
  merchandiseTotal: 80,
  discountTotal: 0,
  freightTotal: 9.9,
  payment: { method: 'visa', status: 'AUTHORISED' },
  returns: [],
});

export const storeSale = (orderNumber: string, storeName: string, extra: Partial<StoreSale> = {}): StoreSale => ({
  orderNumber,
  orderDate: '2026-10-02T16:00:00Z',
  sales: 45.5,
  currency: 'EUR',
  storeName,
  storeId: 4,
  orderLines: [
    { productId: 1, productNameLevel1: 'Telo bagno', productPhotoUrl: '/media/1.svg', quantity: 1, itemTypeCode: 'P' },
    { productId: 2, productNameLevel1: 'Accappatoio', productPhotoUrl: '/media/2.svg', quantity: 1, itemTypeCode: 'P' },
  ],
  ...extra,
});
