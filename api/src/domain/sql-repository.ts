import type { Database } from '../plugins/db.ts';

/** What every class that runs its own queries holds: the database (Drizzle's, the app's `db` decoration). */
export abstract class SqlRepository {
  protected readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }
}
