/** Customers (one per e-mail for the whole group) and their web clients (one per brand). */
import type { TokenClaims } from '@trama/shared/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { brands, customers, webClients } from '../../db/schema.ts';
import { unauthorized } from '../errors.ts';
import { SqlRepository } from '../sql-repository.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type WebClientRow = typeof webClients.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'customerId' | 'createdAt'>;
export type WebClientFields = Pick<WebClientRow, 'preferredStoreId' | 'multisiteOptin' | 'dataOptin' | 'newsOptin' | 'newsOptinDate' | 'country'> &
  Partial<Pick<WebClientRow, 'multisiteOptinDate'>>;

export interface ProfileFields {
  firstName: string;
  lastName: string;
  gender: 'F' | 'M';
  birthdate: string;
  preferredStoreId: number | null;
  newsOptin: 'Y' | 'N';
  multisiteOptin: 'Y' | 'N';
}

export interface SavedProfile {
  customer: CustomerRow;
  webClient: WebClientRow;
  previousNewsOptin: string;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => {
  // drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause.
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
};

export class CustomerRepository extends SqlRepository {
  async findByEmail(email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email));
    return row;
  }

  async findById(customerId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.customerId, customerId));
    return row;
  }

  /** The brand and its sister brands: every brand sharing its customerCode (the group). Empty for an unknown brand. */
  async groupOf(brandId: number): Promise<{ customerCode: string; brandIds: number[] } | null> {
    const [brand] = await this.db.select({ customerCode: brands.customerCode }).from(brands).where(eq(brands.brandId, brandId));
    if (!brand) return null;
    const rows = await this.db
      .select({ brandId: brands.brandId })
      .from(brands)
      .where(eq(brands.customerCode, brand.customerCode))
      .orderBy(asc(brands.position), asc(brands.brandId));
    return { customerCode: brand.customerCode, brandIds: rows.map((r) => r.brandId) };
  }

  /**
   * The customer and one web client per brand, in one transaction; null when the e-mail is
   * already registered (the unique index decides, so two racing sign-ups cannot both succeed).
   */
  async create(customer: NewCustomer, brandIds: number[], fields: WebClientFields): Promise<CustomerRow | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [created] = await tx.insert(customers).values(customer).returning();
        await tx.insert(webClients).values(brandIds.map((brandId) => ({ ...fields, customerId: created!.customerId, brandId })));
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * The token's customer and its web client, which must be that customer's and still carry the
   * token's e-mail: a token is never a way to read someone else's data (401 otherwise).
   */
  async ownAccount(claims: TokenClaims): Promise<{ customer: CustomerRow; webClient: WebClientRow }> {
    const [customer, webClient] = await Promise.all([this.findById(claims.customerId), this.findWebClient(claims.webClientId)]);
    if (!customer || !webClient || webClient.customerId !== customer.customerId || customer.email !== claims.sub) {
      throw unauthorized('UNAUTHORIZED', 'The token does not match an account.');
    }
    return { customer, webClient };
  }

  async webClients(customerId: number): Promise<WebClientRow[]> {
    return this.db.select().from(webClients).where(eq(webClients.customerId, customerId)).orderBy(asc(webClients.webClientId));
  }

  async findWebClient(webClientId: number): Promise<WebClientRow | undefined> {
    const [row] = await this.db.select().from(webClients).where(eq(webClients.webClientId, webClientId));
    return row;
  }

  /** Marks the account activated (a provider-verified e-mail proves the address like the activation link); the row as stored. */
  async markActivated(customerId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.update(customers).set({ activated: true }).where(eq(customers.customerId, customerId)).returning();
    return row;
  }

  /** The customer's web client of a brand, created when missing (a group customer on a sister brand). */
  async webClientForBrand(customerId: number, brandId: number): Promise<WebClientRow> {
    const where = and(eq(webClients.customerId, customerId), eq(webClients.brandId, brandId));
    const [existing] = await this.db.select().from(webClients).where(where);
    if (existing) return existing;
    const [template] = await this.webClients(customerId);
    await this.db
      .insert(webClients)
      .values({
        customerId,
        brandId,
        preferredStoreId: null,
        multisiteOptin: template?.multisiteOptin ?? 'N',
        dataOptin: template?.dataOptin ?? 'N',
        // Newsletter consent is per brand: never copied.
        newsOptin: 'N',
        country: template?.country ?? 'IT',
      })
      .onConflictDoNothing({ target: [webClients.customerId, webClients.brandId] });
    const [row] = await this.db.select().from(webClients).where(where);
    return row!;
  }

  /**
   * The token's account still exists as signed: its customer (same e-mail, same token version)
   * owns its web client on its brand. One indexed lookup; false for a deleted customer, a crossed
   * web client, or a token older than the last password change, reset or logout.
   */
  async sessionIsCurrent(claims: { sub: string; customerId: number; webClientId: number; brandId: number; tokenVersion: number }): Promise<boolean> {
    const [row] = await this.db
      .select({ webClientId: webClients.webClientId })
      .from(webClients)
      .innerJoin(customers, eq(customers.customerId, webClients.customerId))
      .where(
        and(
          eq(webClients.webClientId, claims.webClientId),
          eq(webClients.customerId, claims.customerId),
          eq(webClients.brandId, claims.brandId),
          eq(customers.email, claims.sub),
          eq(customers.tokenVersion, claims.tokenVersion),
        ),
      );
    return row !== undefined;
  }

  /** Sets the password and bumps the token version (every earlier token dies); the customer as now stored. */
  async setPassword(customerId: number, passwordHash: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ passwordHash, tokenVersion: sql`${customers.tokenVersion} + 1` })
      .where(eq(customers.customerId, customerId))
      .returning();
    return row;
  }

  /**
   * Account §5 Profile: the customer's names, gender and birth date and the web client's store and
   * opt-ins, in one transaction. An opt-in's date is set when it goes to Y, kept while it stays Y,
   * cleared when it goes to N. Null when the customer or web client is gone.
   */
  async updateProfile(customerId: number, webClientId: number, fields: ProfileFields): Promise<SavedProfile | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(webClients)
        .where(and(eq(webClients.webClientId, webClientId), eq(webClients.customerId, customerId)))
        .for('update');
      if (!before) return null;
      const now = new Date();
      const since = (was: string, is: string, date: Date | null) => (is !== 'Y' ? null : was === 'Y' && date ? date : now);
      const [customer] = await tx
        .update(customers)
        .set({ firstName: fields.firstName, lastName: fields.lastName, gender: fields.gender, birthdate: fields.birthdate })
        .where(eq(customers.customerId, customerId))
        .returning();
      const [webClient] = await tx
        .update(webClients)
        .set({
          preferredStoreId: fields.preferredStoreId,
          newsOptin: fields.newsOptin,
          newsOptinDate: since(before.newsOptin, fields.newsOptin, before.newsOptinDate),
          multisiteOptin: fields.multisiteOptin,
          multisiteOptinDate: since(before.multisiteOptin, fields.multisiteOptin, before.multisiteOptinDate),
        })
        .where(eq(webClients.webClientId, webClientId))
        .returning();
      if (!customer || !webClient) return null;
      return { customer, webClient, previousNewsOptin: before.newsOptin };
    });
  }

  /** Logout: every token of the customer signed so far is refused from now on, on every instance. */
  async revokeTokens(customerId: number): Promise<void> {
    await this.db
      .update(customers)
      .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
      .where(eq(customers.customerId, customerId));
  }
}
