-- Issue 32 §3: rate limits are counted by @fastify/rate-limit in rate_limits (0030); the hand-written
-- limiter's fixed-window table is no longer read or written.
DROP TABLE IF EXISTS "rate_limit_hits";
