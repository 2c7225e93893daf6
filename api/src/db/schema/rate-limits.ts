/** Issue 32 §3: @fastify/rate-limit's counts, shared by every API instance (migration 0030). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit>:<email|ip>:<hash>`: personal parts are hashed before they are stored. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnd: timestampTz('window_end').notNull(),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.windowEnd)],
);
