/**
 * Account §4 Addresses, §5 Address form: the server validates with the same shared rules as the
 * form, and keeps exactly one default per type (the first one added; the first remaining one
 * after the default is deleted; setting a default unsets the previous one).
 */
import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import { normalizeAddress, validateAddress } from '@trama/shared/rules';
import { AppError, notFound } from '../errors.ts';
import type { AddressRepository, AddressRow, AddressValues } from './address-repository.ts';

export interface AddressOwner {
  webClientId: number;
  /** The account's e-mail, copied on each address (account §3 Address email). */
  email: string;
}

export const addressNotFound = () => notFound('ADDRESS_NOT_FOUND', 'No such address among yours.');

export function toAddress(row: AddressRow): Address {
  return {
    clientAddressId: row.clientAddressId,
    webClientId: row.webClientId,
    addressType: row.addressType as AddressType,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    zip: row.zip,
    country: row.country,
    countryCode: row.countryCode,
    phone: row.phone,
    email: row.email,
    isDefault: row.isDefault,
  };
}

/** 422 INVALID_ADDRESS with the messageKey of each invalid field (the form shows them beside the fields). */
function assertValid(input: AddressInput): void {
  const fields = validateAddress(input);
  if (Object.keys(fields).length > 0) {
    throw new AppError(422, 'INVALID_ADDRESS', `Invalid address fields: ${Object.keys(fields).join(', ')}.`, {
      messageKey: 'addToCart.7',
      extra: { fields },
    });
  }
}

export class AddressService {
  private readonly repository: AddressRepository;

  constructor(repository: AddressRepository) {
    this.repository = repository;
  }

  async list(webClientId: number): Promise<Address[]> {
    return (await this.repository.list(webClientId)).map(toAddress);
  }

  /** clientAddressId 0 creates; another id must be one of the caller's addresses of that type (else 404). */
  async save(owner: AddressOwner, input: AddressInput): Promise<Address[]> {
    assertValid(input);
    const normalized = normalizeAddress(input);
    const values: AddressValues = {
      addressType: input.addressType,
      name: normalized.name,
      firstName: normalized.firstName,
      lastName: normalized.lastName,
      address1: normalized.address1,
      address2: normalized.address2 === null || normalized.address2 === '' ? null : normalized.address2,
      city: normalized.city,
      zip: normalized.zip,
      country: normalized.country,
      countryCode: normalized.countryCode,
      phone: normalized.phone,
      email: owner.email,
    };
    return this.repository.withLock(owner.webClientId, async (tx) => {
      const existing = await this.repository.list(owner.webClientId, tx);
      const sameType = existing.filter((row) => row.addressType === input.addressType);
      let id: number;
      if (input.clientAddressId === 0) {
        const row = await this.repository.insert(tx, owner.webClientId, { ...values, isDefault: false });
        id = row.clientAddressId;
        // The first address of a type is its default, whatever was asked.
        if (sameType.length === 0 || input.isDefault === true) await this.repository.makeDefault(tx, owner.webClientId, input.addressType, id);
      } else {
        const current = sameType.find((row) => row.clientAddressId === input.clientAddressId);
        if (!current) throw addressNotFound();
        id = current.clientAddressId;
        await this.repository.update(tx, owner.webClientId, id, values);
        // Only "set as default" moves the default: unticking it would leave the type without one.
        if (input.isDefault === true && !current.isDefault) await this.repository.makeDefault(tx, owner.webClientId, input.addressType, id);
      }
      return (await this.repository.list(owner.webClientId, tx)).map(toAddress);
    });
  }

  async delete(webClientId: number, addressType: AddressType, clientAddressId: number): Promise<Address[]> {
    return this.repository.withLock(webClientId, async (tx) => {
      const row = await this.repository.find(webClientId, clientAddressId, tx);
      if (!row || row.addressType !== addressType) throw addressNotFound();
      await this.repository.delete(tx, webClientId, clientAddressId);
      if (row.isDefault) {
        const remaining = (await this.repository.list(webClientId, tx))
          .filter((r) => r.addressType === addressType)
          .sort((a, b) => a.clientAddressId - b.clientAddressId);
        if (remaining[0]) await this.repository.makeDefault(tx, webClientId, addressType, remaining[0].clientAddressId);
      }
      return (await this.repository.list(webClientId, tx)).map(toAddress);
    });
  }

  /** §4 "set as default" without resending the address (an older address need not pass today's form rules to become the default). */
  async makeDefault(webClientId: number, addressType: AddressType, clientAddressId: number): Promise<Address[]> {
    return this.repository.withLock(webClientId, async (tx) => {
      const row = await this.repository.find(webClientId, clientAddressId, tx);
      if (!row || row.addressType !== addressType) throw addressNotFound();
      await this.repository.makeDefault(tx, webClientId, addressType, clientAddressId);
      return (await this.repository.list(webClientId, tx)).map(toAddress);
    });
  }

  /** An address of the caller of that type, for an order (null when it is not theirs: as if absent). */
  async findOwn(webClientId: number, addressType: AddressType, clientAddressId: number): Promise<Address | null> {
    if (!Number.isInteger(clientAddressId) || clientAddressId < 1) return null;
    const row = await this.repository.find(webClientId, clientAddressId);
    return row && row.addressType === addressType ? toAddress(row) : null;
  }
}
