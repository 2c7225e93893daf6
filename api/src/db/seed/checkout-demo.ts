/**
 * The demo customer's checkout data (api/README.md Demo accounts): a loyalty balance above the
 * brand's conversion threshold and a default shipping and billing address in Italy on Trama Casa,
 * so the checkout and the loyalty box can be tried at once. Written once, when no balance exists.
 */
import { count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { DEMO_CUSTOMER, demoWebClient } from './customers.ts';

/** Brand 3 converts from 200 points in multiples of 100: 400 of these points convert, worth 40.00 EUR. */
export const DEMO_LOYALTY = { loyaltyPoints: 450, loyaltyValue: 45, currency: 'EUR' } as const;

const DEMO_ADDRESS = {
  name: 'Giulia Demo',
  firstName: 'Giulia',
  lastName: 'Demo',
  address1: 'Via della Spiga 12',
  // Italy: address2 holds the province (account §5 Address form).
  address2: 'MI',
  city: 'Milano',
  zip: '20121',
  country: 'Italia',
  countryCode: 'IT',
  phone: '0212345678',
  email: DEMO_CUSTOMER.email,
  isDefault: true,
} as const;

export async function seedCheckoutDemoIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.clientLoyalty);
  if ((existing?.n ?? 0) > 0) return false;
  const demo = await demoWebClient(db);
  if (!demo) return false;
  await db.transaction(async (tx) => {
    await tx.insert(schema.clientLoyalty).values({ webClientId: demo.webClientId, ...DEMO_LOYALTY });
    const [addresses] = await tx.select({ n: count() }).from(schema.clientAddresses).where(eq(schema.clientAddresses.webClientId, demo.webClientId));
    if ((addresses?.n ?? 0) === 0) {
      await tx.insert(schema.clientAddresses).values([
        { ...DEMO_ADDRESS, webClientId: demo.webClientId, addressType: 'SHIP' },
        { ...DEMO_ADDRESS, webClientId: demo.webClientId, addressType: 'BILL' },
      ]);
    }
  });
  return true;
}
