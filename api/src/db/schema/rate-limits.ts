/** Issue 32 §3: @fastify/rate-limit's counts, shared by every API instance (migration 0030). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit>:<email|ip>:<hash>`: personal parts are hashed before they are stored. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.windowEnd)],
);
