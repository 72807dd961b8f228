import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type pg from 'pg';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; googleClientId: string | null },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: the process answers (a supervisor restarts it when not). Never touches the database, so an
  // outage of PostgreSQL does not get every instance restarted.
  routes.get(
    '/api/v1/live',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );

  // Readiness: the instance can serve people (its database answers); 503 otherwise, so a proxy or load
  // balancer sends requests elsewhere until it is back.
  routes.get(
    '/api/v1/health',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } },
    },
    async () => {
      await deps.pool.query('select 1');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  routes.get(
    '/api/v1/config',
    {
      config: { public: true },
      schema: {
        response: {
          200: z.object({ productName: z.literal('Flowmind'), googleClientId: z.string().nullable() }),
        },
      },
    },
    () => ({ productName: 'Flowmind' as const, googleClientId: deps.googleClientId }),
  );
}
