import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedStatement } from './prepared';
import { users } from './schema';

const timezoneStatement = preparedStatement('person_timezone', (db, name) =>
  db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The person's time zone alone: what "today" means for them. Every module that dates a row by the
 * person's day reads it here (users is shared), as one prepared statement.
 */
export async function findTimezone(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await timezoneStatement(db).execute({ userId });
  return row?.timezone;
}
