import { describe, expect, it } from 'vitest';
import { canReturn, returnHref } from './order-actions.ts';

const status = (code: string) => ({ orderStatus: { code, label: code } });

describe('order actions', () => {
  it('§2/§4 the return is enabled for SHI, PAI, DEP and WIT, disabled for every other status', () => {
    expect(['SHI', 'PAI', 'DEP', 'WIT'].map((code) => canReturn(status(code)))).toEqual([true, true, true, true]);
    expect(['CHE', 'AWA', 'PEN', 'FAI', 'DIS', 'STO'].map((code) => canReturn(status(code)))).toEqual([false, false, false, false, false, false]);
  });

  it("§2 the API's returnable flag wins over the status the list shows", () => {
    expect(canReturn({ ...status('SHI'), returnable: false })).toBe(false);
    expect(canReturn({ ...status('CHE'), returnable: true })).toBe(true);
  });

  it('§2 Returns: the return page gets the order in its query', () => {
    expect(returnHref('/reso', 100004)).toBe('/reso?orderId=100004');
  });
});
