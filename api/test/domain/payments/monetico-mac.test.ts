/**
 * Architecture §4 Payments: the Monetico MAC (v3: HMAC-SHA1 over the sorted key=value fields
 * joined by '*', with the terminal's usable key). No published vectors were found; the vectors
 * were made once with openssl (fixtures/payments/monetico-mac-vectors.json says how).
 */
import { describe, expect, it } from 'vitest';
import { isValidMoneticoMac, moneticoMac, moneticoSealedString, moneticoUsableKey } from '../../../src/domain/payments/monetico-mac.ts';
import { fixture } from '../../fixtures/payments/payment-test-app.ts';

interface Vector {
  name: string;
  key: string;
  usableKeyHex: string;
  fields?: Record<string, string>;
  fieldsOf?: number;
  sealed?: string;
  mac: string;
}

const load = async () => (await fixture<{ vectors: Vector[] }>('monetico-mac-vectors.json')).vectors;

describe('architecture §4 Payments: Monetico MAC', () => {
  it('the usable key: hex as it is, a G-Z letter before the last digit and a final M converted', async () => {
    for (const vector of await load()) expect(moneticoUsableKey(vector.key).toString('hex'), vector.name).toBe(vector.usableKeyHex);
  });

  it('seals the fields sorted by key, MAC left out', async () => {
    const [form] = await load();
    expect(moneticoSealedString({ ...form!.fields!, MAC: 'ignored' })).toBe(form!.sealed);
  });

  it('computes the vectors (uppercase hex)', async () => {
    const vectors = await load();
    for (const vector of vectors) {
      const fields = vector.fields ?? vectors[vector.fieldsOf!]!.fields!;
      expect(moneticoMac(fields, vector.key), vector.name).toBe(vector.mac.toUpperCase());
    }
  });

  it('verifies a good MAC in either case and refuses a changed field, another key or no MAC', async () => {
    const [, cgi2] = await load();
    const fields = { ...cgi2!.fields!, MAC: cgi2!.mac };
    expect(isValidMoneticoMac(fields, cgi2!.key)).toBe(true);
    expect(isValidMoneticoMac({ ...fields, MAC: cgi2!.mac.toUpperCase() }, cgi2!.key)).toBe(true);
    expect(isValidMoneticoMac({ ...fields, montant: '0.01EUR' }, cgi2!.key)).toBe(false);
    expect(isValidMoneticoMac({ ...fields, 'code-retour': 'Annulation' }, cgi2!.key)).toBe(false);
    expect(isValidMoneticoMac(fields, '0123456789ABCDEF0123456789ABCDEF01234568')).toBe(false);
    const { MAC: _mac, ...unsigned } = fields;
    expect(isValidMoneticoMac(unsigned, cgi2!.key)).toBe(false);
    expect(isValidMoneticoMac({ ...fields, MAC: 'zz' }, cgi2!.key)).toBe(false);
  });
});
