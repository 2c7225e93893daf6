/** Accounts (storefront §3, §4, §7, account §1, §3): customers, their web client per brand, sign-ins, mailed keys, addresses, loyalty, newsletter subscriptions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, date, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityKey, money, stampedNow, timestampTz } from './columns.ts';
import { brandNumber, brandRef } from './brands.ts';

/** A person's first and last name, as the account and each address give them. */
const personName = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
});

/** One account for the whole brand group (account §1); a web client per brand it shops on. */
export const customers = pgTable(
  'customers',
  {
    customerId: identityKey('customer_id'),
    /** Stored trimmed and lower-cased: the sign-in name (LoginRequest.username). */
    email: text('email').notNull().unique(),
    /** Self-describing scrypt hash; null = LEGACY_USER, imported from the stores, sets one by password reset. */
    passwordHash: text('password_hash'),
    ...personName(),
    gender: text('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    langKey: text('lang_key').notNull().default('it'),
    customerCode: text('customer_code').notNull(),
    activated: boolean('activated').notNull().default(false),
    /** In every token (claim `tokenVersion`); bumped by a password change or reset and by logout, so older tokens die (0009). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('customers_email_lower', sql`${t.email} = lower(${t.email}) and length(${t.email}) > 0`),
    check('customers_gender', sql`${t.gender} is null or ${t.gender} in ('M', 'F')`),
  ],
);

/** A row of one customer (the whole brand group's account), deleted with it. */
const customerRef = () => cascadeRef('customer_id', () => customers.customerId);

export const webClients = pgTable(
  'web_clients',
  {
    webClientId: identityKey('web_client_id'),
    customerId: customerRef(),
    brandId: brandRef(),
    preferredStoreId: integer('preferred_store_id'),
    multisiteOptin: text('multisite_optin').notNull().default('N'),
    dataOptin: text('data_optin').notNull().default('N'),
    newsOptin: text('news_optin').notNull().default('N'),
    newsOptinDate: timestampTz('news_optin_date'),
    /** When the partner (multisite) opt-in last went to Y (0012); null while it is N. */
    multisiteOptinDate: timestampTz('multisite_optin_date'),
    country: text('country').notNull().default('IT'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('web_clients_customer_brand').on(t.customerId, t.brandId),
    check('web_clients_optins', sql`${t.multisiteOptin} in ('Y', 'N') and ${t.dataOptin} in ('Y', 'N') and ${t.newsOptin} in ('Y', 'N')`),
  ],
);

/** A row of one customer's web client (so of one brand), deleted with it. */
export const webClientRef = () => cascadeRef('web_client_id', () => webClients.webClientId);

/** Issue 31 §4 (storefront §3 Login request, 0027): what each sign-in said about its browser and affiliate campaign. */
export const signIns = pgTable(
  'sign_ins',
  {
    signInId: identityKey('sign_in_id'),
    customerId: customerRef(),
    brandId: brandNumber(),
    browserId: text('browser_id'),
    browserType: text('browser_type'),
    operatingSystem: text('operating_system'),
    country: text('country'),
    awinCampaign: text('awin_campaign'),
    awinAwc: text('awin_awc'),
    signedInAt: stampedNow('signed_in_at'),
    tokenExpiresAt: timestampTz('token_expires_at').notNull(),
  },
  (t) => [index('sign_ins_customer_idx').on(t.customerId, t.signedInAt)],
);

/** Single-use keys mailed to a customer: only their SHA-256 is stored, so a database leak opens no account. */
const mailedKeyColumns = () => ({
  keyHash: text('key_hash').primaryKey(),
  customerId: customerRef(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});

export const activationKeys = pgTable('activation_keys', mailedKeyColumns(), (t) => [index('activation_keys_customer_idx').on(t.customerId)]);

export const passwordResetKeys = pgTable('password_reset_keys', mailedKeyColumns(), (t) => [
  index('password_reset_keys_customer_idx').on(t.customerId),
]);

/** Account §3 Address: a web client's shipping (SHIP) and billing (BILL) addresses. */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    clientAddressId: identityKey('client_address_id'),
    webClientId: webClientRef(),
    addressType: text('address_type').notNull(),
    name: text('name').notNull(),
    ...personName(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** Country name as shown; countryCode is the ISO code the rules use. */
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_addresses_client_idx').on(t.webClientId, t.addressType),
    check('client_addresses_type', sql`${t.addressType} in ('SHIP', 'BILL')`),
  ],
);

/** Account §3 Web client profile storeClientLoyalty: one balance per web client (so per brand). */
export const clientLoyalty = pgTable('client_loyalty', {
  webClientId: integer('web_client_id')
    .primaryKey()
    .references(() => webClients.webClientId, { onDelete: 'cascade' }),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  /** What the points are worth in the brand currency. */
  loyaltyValue: money('loyalty_value').notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  expirationDate: date('expiration_date', { mode: 'string' }),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityKey(),
    /** Stored lower-cased so one address subscribes once per brand. */
    email: text('email').notNull(),
    brandId: brandRef(),
    mailingId: text('mailing_id'),
    createdAt: createdAt(),
    /** Issue 29 §6 double opt-in: subscribed only from here on; null while the e-mail's link waits. */
    confirmedAt: timestampTz('confirmed_at'),
    /** SHA-256 of the pending confirmation key (single use: cleared on confirmation). */
    confirmKeyHash: text('confirm_key_hash'),
    confirmKeyExpiresAt: timestampTz('confirm_key_expires_at'),
  },
  (t) => [
    unique('newsletter_email_brand').on(t.email, t.brandId),
    uniqueIndex('newsletter_confirm_key').on(t.confirmKeyHash).where(sql`${t.confirmKeyHash} is not null`),
  ],
);
