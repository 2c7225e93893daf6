import { describe, expect, it } from 'vitest';
import { ApiError } from '@trama/shared/api';
import type { OrderDetailLine } from '@trama/shared/contract';
import {
  EMPTY_FORM,
  buildReturnRequest,
  canSubmit,
  hasChosenLines,
  orderIdFromQuery,
  quantityChoices,
  returnErrorKey,
  returnableLines,
  setQuantity,
  toggleLine,
} from './return-selection.ts';

const line = (orderLineId: number, returnableQty: number, itemTypeCode = 'P'): OrderDetailLine => ({
  orderLineId,
  productId: 1000 + orderLineId,
  orderQty: 3,
  productNameLevel1: `Articolo ${orderLineId}`,
  size: 'M',
  sizeName: 'M',
  listPrice: 20,
  productPhotoUrl: null,
  itemTypeCode,
  itemType: itemTypeCode === 'O' ? 'FREIGHT_COST' : 'EAN',
  returnableQty,
});

describe('return selection (account §2 Returns, §5 Returns)', () => {
  it('§2 only product lines with something left to return can be chosen (no fee line, no line already returned)', () => {
    const lines = [line(1, 2), line(2, 0), line(3, 1, 'O')];
    expect(returnableLines({ orderLines: lines }).map((l) => l.orderLineId)).toEqual([1]);
  });

  it('§5 the quantity choices go from 1 to what is left of the line', () => {
    expect(quantityChoices(line(1, 3))).toEqual([1, 2, 3]);
    expect(quantityChoices(line(1, 0))).toEqual([]);
  });

  it('§5 a chosen quantity stays within 1 and the quantity left of the line', () => {
    let selection = toggleLine({}, line(1, 2), true);
    expect(selection).toEqual({ 1: 1 });
    selection = setQuantity(selection, line(1, 2), 5);
    expect(selection).toEqual({ 1: 2 });
    expect(setQuantity(selection, line(1, 2), 0)).toEqual({ 1: 1 });
    // An unchosen line gets no quantity.
    expect(setQuantity({}, line(4, 2), 2)).toEqual({});
  });

  it('§5 at least one order line must be chosen; unticking removes the line', () => {
    const selection = toggleLine({}, line(1, 2), true);
    expect(hasChosenLines(selection)).toBe(true);
    expect(hasChosenLines(toggleLine(selection, line(1, 2), false))).toBe(false);
  });

  it('§5 submit waits for a reason and a non-empty message (and a shop when returning to one)', () => {
    const chosen = { 1: 1 };
    expect(canSubmit(chosen, EMPTY_FORM)).toBe(false);
    expect(canSubmit(chosen, { ...EMPTY_FORM, reasonId: 2, message: '   ' })).toBe(false);
    expect(canSubmit(chosen, { ...EMPTY_FORM, reasonId: 2, message: 'Troppo piccolo' })).toBe(true);
    expect(canSubmit({}, { ...EMPTY_FORM, reasonId: 2, message: 'Troppo piccolo' })).toBe(false);
    expect(canSubmit(chosen, { reasonId: 2, message: 'x', mode: 'store', storeId: null })).toBe(false);
    expect(canSubmit(chosen, { reasonId: 2, message: 'x', mode: 'store', storeId: 4 })).toBe(true);
  });

  it('§3 the Return ticket payload: subject RET, from C, the chosen lines, storeId null when sent by post', () => {
    const order = { orderId: 100004, orderLines: [line(1, 2), line(2, 1)] };
    const context = { brandId: 3, country: 'IT', language: 'it' };
    const byPost = buildReturnRequest(order, { 2: 1 }, { reasonId: 5, message: ' Troppo grande ', mode: 'post', storeId: 9 }, context);
    expect(byPost).toEqual({
      brandId: 3,
      orderId: 100004,
      ticketMessage: 'Troppo grande',
      country: 'IT',
      languageId: 'it',
      ticketSubjectCode: 'RET',
      ticketMessageFrom: 'C',
      returnReasonId: 5,
      storeId: null,
      webOrderLineItems: [{ productId: 1002, quantity: 1, orderLineId: 2 }],
    });
    expect(buildReturnRequest(order, { 1: 2 }, { reasonId: 5, message: 'x', mode: 'store', storeId: 9 }, context).storeId).toBe(9);
  });

  it('§2 the page takes its order from ?orderId= (digits only), else none', () => {
    expect(orderIdFromQuery('?orderId=100004')).toBe(100004);
    expect(orderIdFromQuery('')).toBeNull();
    expect(orderIdFromQuery('?orderId=12a')).toBeNull();
    expect(orderIdFromQuery('?orderId=0')).toBeNull();
  });

  it("§8 a refused return shows its code's message; a 404 says the order was not found", () => {
    expect(returnErrorKey(new ApiError(422, 'RETURN_QUANTITY', 'error_message'))).toBe('returns.errors.quantity');
    expect(returnErrorKey(new ApiError(422, 'RETURN_NOT_ALLOWED', 'error_message'))).toBe('returns.errors.notAllowed');
    expect(returnErrorKey(new ApiError(404, 'ORDER_NOT_FOUND', 'Error.1'))).toBe('returns.errors.notFound');
    expect(returnErrorKey(new ApiError(0, 'NETWORK_ERROR', 'errors.network'))).toBe('errors.network');
  });
});
