/**
 * The least any Node server can do for an endpoint: node:http and node-postgres only, running the
 * endpoint's captured statements as named prepared statements and answering the last one's rows as JSON.
 * No routing, sessions, validation or ORM. bench/api-throughput.ts measures it next to the app, so the
 * ratio to pgbench can be split into what Node itself costs here and what the app adds.
 *
 * Environment: PORT, DATABASE_URL, STATEMENTS (JSON: [{ sql, params }]), POOL_SIZE.
 */
import http from 'node:http';
import pg from 'pg';

interface Statement {
  sql: string;
  params: unknown[];
}

const statements = JSON.parse(process.env.STATEMENTS ?? '[]') as Statement[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});

async function answer(): Promise<string> {
  let rows: unknown[] = [];
  for (const [index, statement] of statements.entries()) {
    const result = await pool.query({ name: `raw_${index}`, text: statement.sql, values: statement.params });
    rows = result.rows;
  }
  return JSON.stringify({ rows });
}

const server = http.createServer((request, response) => {
  // Requests carry a body on POST endpoints: read it, as any server must.
  request.resume();
  request.on('end', () => {
    answer().then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('up'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
