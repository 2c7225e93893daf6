import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (run inside api/) writes SQL migrations from src/db/schema.ts (the barrel of src/db/schema/<domain>.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
