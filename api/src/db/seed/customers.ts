/**
 * Demo accounts (api/README.md): one that signs in, and one imported from the stores without a
 * password (LEGACY_USER: checkemail offers a reset). Seeded once, into an empty customers table.
 */
import { and, count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { hashPassword } from '../../domain/auth/password-hasher.ts';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';

export const DEMO_CUSTOMER = { email: 'demo@trama.shop', password: 'trama2026' } as const;
/** The demo customer's web client on the shop's brand; undefined until the customers are seeded. */
export async function demoWebClient(db: NodePgDatabase<typeof schema>): Promise<{ webClientId: number } | undefined> {
  const [demo] = await db
    .select({ webClientId: schema.webClients.webClientId })
    .from(schema.webClients)
    .innerJoin(schema.customers, eq(schema.customers.customerId, schema.webClients.customerId))
    .where(and(eq(schema.customers.email, DEMO_CUSTOMER.email), eq(schema.webClients.brandId, SHOP_BRAND_ID)));
  return demo;
}

export const LEGACY_CUSTOMER = { email: 'negozio@trama.shop' } as const;
/** Trama Atelier: the demo customer shops there too. */
const SISTER_BRAND_ID = 1;

export async function seedCustomersIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.customers);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const [demo, legacy] = await tx
      .insert(schema.customers)
      .values([
        {
          email: DEMO_CUSTOMER.email,
          passwordHash,
          firstName: 'Giulia',
          lastName: 'Demo',
          gender: 'F',
          birthdate: '1988-04-12',
          langKey: 'it',
          customerCode: 'TRAMA',
          activated: true,
        },
        {
          email: LEGACY_CUSTOMER.email,
          passwordHash: null,
          firstName: 'Marco',
          lastName: 'Negozio',
          gender: 'M',
          birthdate: null,
          langKey: 'it',
          customerCode: 'TRAMA',
          activated: true,
        },
      ])
      .returning({ customerId: schema.customers.customerId });
    const optins = { multisiteOptin: 'Y', dataOptin: 'Y', country: 'IT' };
    await tx.insert(schema.webClients).values([
      { ...optins, customerId: demo!.customerId, brandId: SHOP_BRAND_ID, newsOptin: 'Y', newsOptinDate: new Date('2026-01-15T09:00:00Z') },
      { ...optins, customerId: demo!.customerId, brandId: SISTER_BRAND_ID, newsOptin: 'N' },
      { ...optins, customerId: legacy!.customerId, brandId: SHOP_BRAND_ID, newsOptin: 'N', multisiteOptin: 'N' },
    ]);
    // Issue 29 §12: the demo's opt-in is a subscription too (an activated account: its address is confirmed).
    await tx
      .insert(schema.newsletterSubscriptions)
      .values({ email: DEMO_CUSTOMER.email, brandId: SHOP_BRAND_ID, confirmedAt: new Date('2026-01-15T09:00:00Z') })
      .onConflictDoNothing();
  });
  return true;
}
