import type { Database } from './client';

const names = new Set<string>();

/**
 * A hot statement, built once per database handle and sent as a named prepared statement. drizzle then
 * skips rebuilding its SQL on every call (about a tenth of a small request's CPU, `npm run bench:api --
 * --profile`), and PostgreSQL parses and plans it once per connection instead of once per call.
 *
 * `build` receives the handle and ends with `.prepare(name)`; parameters are `sql.placeholder(...)`.
 * A transaction is a handle of its own, so a statement run inside one stays inside it.
 */
export function preparedStatement<Statement>(
  name: string,
  build: (db: Database, name: string) => Statement,
): (db: Database) => Statement {
  // node-postgres refuses a second text under a name a connection has already prepared.
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  const byHandle = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db, name);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
