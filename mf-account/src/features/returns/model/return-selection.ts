import type { OrderDetail, OrderDetailLine, ReturnCreateRequest } from '@trama/shared/contract';

/** Chosen order lines: orderLineId -> quantity to return (a line absent is not chosen). */
export type LineSelection = Readonly<Record<number, number>>;

export interface ReturnForm {
  reasonId: number | null;
  message: string;
  /** Account §2 Returns: ship by post, or hand it in at a shop. */
  mode: 'post' | 'store';
  storeId: number | null;
}

export const EMPTY_FORM: ReturnForm = { reasonId: null, message: '', mode: 'post', storeId: null };

/** The lines a shopper may return: products (not item type O) with something left to return. */
export function returnableLines(order: Pick<OrderDetail, 'orderLines'>): OrderDetailLine[] {
  return order.orderLines.filter((line) => line.itemTypeCode !== 'O' && line.returnableQty > 0);
}

/** The quantity choices of a line: 1 up to what is left of it (ordered minus already returned). */
export function quantityChoices(line: Pick<OrderDetailLine, 'returnableQty'>): number[] {
  return Array.from({ length: Math.max(0, Math.floor(line.returnableQty)) }, (_, i) => i + 1);
}

/** Ticks or unticks a line; a ticked line starts with one piece. */
export function toggleLine(selection: LineSelection, line: OrderDetailLine, chosen: boolean): LineSelection {
  const next = { ...selection };
  if (chosen && line.returnableQty > 0) next[line.orderLineId] = 1;
  else delete next[line.orderLineId];
  return next;
}

/** Sets a chosen line's quantity, kept within 1 and what is left of the line. */
export function setQuantity(selection: LineSelection, line: OrderDetailLine, quantity: number): LineSelection {
  if (!(line.orderLineId in selection)) return selection;
  const bounded = Math.min(Math.max(1, Math.floor(quantity) || 1), line.returnableQty);
  return { ...selection, [line.orderLineId]: bounded };
}

/** Account §5 Returns: at least one order line chosen. */
export function hasChosenLines(selection: LineSelection): boolean {
  return Object.values(selection).some((quantity) => quantity > 0);
}

/** Account §5 Returns: submit is disabled until a reason is chosen and the message is not empty (and, for a shop, a shop is chosen). */
export function canSubmit(selection: LineSelection, form: ReturnForm): boolean {
  return hasChosenLines(selection) && form.reasonId !== null && form.message.trim() !== '' && (form.mode === 'post' || form.storeId !== null);
}

interface RequestContext {
  brandId: number;
  country: string;
  language: string;
}

/** Account §3 Return ticket payload. The API recomputes what may be returned; this only says what was chosen. */
export function buildReturnRequest(order: Pick<OrderDetail, 'orderId' | 'orderLines'>, selection: LineSelection, form: ReturnForm, context: RequestContext): ReturnCreateRequest {
  const webOrderLineItems = order.orderLines
    .filter((line) => (selection[line.orderLineId] ?? 0) > 0)
    .map((line) => ({ productId: line.productId, quantity: selection[line.orderLineId]!, orderLineId: line.orderLineId }));
  return {
    brandId: context.brandId,
    orderId: order.orderId,
    ticketMessage: form.message.trim(),
    country: context.country,
    languageId: context.language,
    ticketSubjectCode: 'RET',
    ticketMessageFrom: 'C',
    returnReasonId: form.reasonId ?? 0,
    storeId: form.mode === 'store' ? form.storeId : null,
    webOrderLineItems,
  };
}

/** The page's order, from ?orderId= (account §2 Returns: without one, the page goes home). */
export function orderIdFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('orderId');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The in-store receipt a return page was opened from, from ?receipt= (issue 31 point 9, account §2 ticket list's return button). */
export function receiptFromQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get('receipt');
  return raw && /^[A-Za-z0-9-]{1,40}$/.test(raw) ? raw : null;
}

const ERROR_KEYS: Record<string, string> = {
  RETURN_NO_LINES: 'returns.errors.noLines',
  RETURN_NOT_ALLOWED: 'returns.errors.notAllowed',
  RETURN_QUANTITY: 'returns.errors.quantity',
  RETURN_REASON_UNKNOWN: 'returns.errors.reason',
  RETURN_LINE_UNKNOWN: 'returns.errors.lineUnknown',
  RETURN_MESSAGE_REQUIRED: 'returns.errors.message',
  RETURN_STORE_UNKNOWN: 'returns.errors.store',
  RETURN_STORE_OFF: 'returns.errors.store',
};

/** The message key of a refused return: the API's stable code first, then what the client mapped. */
export function returnErrorKey(error: unknown): string {
  const { code, status, messageKey } = (error ?? {}) as { code?: string; status?: number; messageKey?: string };
  if (code && code in ERROR_KEYS) return ERROR_KEYS[code]!;
  if (status === 404) return 'returns.errors.notFound';
  if (status === 400 || status === 422) return 'returns.errors.invalid';
  return messageKey ?? 'error_message';
}
