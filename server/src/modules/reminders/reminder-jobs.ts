import pg from 'pg';
import PgBoss from 'pg-boss';
import { REMINDER_KINDS } from '@flowmind/core/notifications';
import type { ReminderJob, ReminderService } from './reminders.service';

/**
 * Reminders run on pg-boss in the app's own PostgreSQL (its tables in the `pgboss` schema), so every
 * server process takes part and each job runs once, whatever the number of processes:
 * - `reminders-scan`, every minute by cron (pg-boss makes one job per minute across all processes): finds
 *   the reminders due now and queues one `reminders-send` job per (person, kind, local date), keyed by it,
 *   so a reminder already queued is not queued again;
 * - `reminders-send`: sends one; the reminder_deliveries row makes it go out once even if two jobs for it
 *   ran (see ReminderService.send). A reminder not yet sent when a process stops is found again by the next
 *   scan the same local day;
 * - `reminders-prune`, daily: forgets old delivery rows.
 */
export const SCAN_QUEUE = 'reminders-scan';
export const SEND_QUEUE = 'reminders-send';
export const PRUNE_QUEUE = 'reminders-prune';

/** A send job waiting longer than this is dropped: its reminder is found again if still due. */
const STALE_AFTER_MS = 15 * 60_000;

interface SendJobData extends ReminderJob {
  /** When the scan found it due (ISO). */
  dueAt: string;
}

export interface ReminderJobsOptions {
  connectionString: string;
  service: ReminderService;
  log: (message: string) => void;
  /** The clock the jobs judge by (tests fix it). */
  clock?: () => Date;
  /** Run the every-minute scan by cron (off in tests that call `queueDue` themselves). */
  schedule?: boolean;
}

export interface ReminderJobs {
  start(): Promise<void>;
  /** Runs a scan now and queues what is due; returns how many jobs were queued (tests call this). */
  queueDue(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export function createReminderJobs(options: ReminderJobsOptions): ReminderJobs {
  const clock = options.clock ?? (() => new Date());
  const scheduled = options.schedule ?? true;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    application_name: 'flowmind-reminders',
    // Polling, cron and upkeep are short queries; sends use the app's own pool.
    max: 2,
    schedule: scheduled,
  });
  boss.on('error', (error) => options.log(`reminder jobs: ${error.message}`));
  let started = false;

  async function queueDue(now = clock()): Promise<number> {
    const due = await options.service.findDue(now);
    if (due.length === 0) return 0;
    await boss.insert(
      due.map((job) => ({
        name: SEND_QUEUE,
        data: { ...job, dueAt: now.toISOString() } satisfies SendJobData,
        singletonKey: `${job.userId}:${job.kind}:${job.localDate}`,
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
      })),
    );
    return due.length;
  }

  return {
    async start() {
      // Processes starting together would create pg-boss's tables, queues and schedules at the same time
      // and deadlock on them: the setup runs one process at a time, under a session advisory lock.
      const lock = new pg.Client({ connectionString: options.connectionString });
      await lock.connect();
      try {
        await lock.query(`select pg_advisory_lock(hashtext('flowmind:reminder-jobs-setup'))`);
        await boss.start();
        started = true;
        await boss.createQueue(SCAN_QUEUE, { name: SCAN_QUEUE, policy: 'singleton', retryLimit: 0 });
        // 'stately': at most one queued and one running job per key, so a reminder is queued once at a time.
        await boss.createQueue(SEND_QUEUE, { name: SEND_QUEUE, policy: 'stately' });
        await boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, policy: 'singleton', retryLimit: 0 });
        if (scheduled) {
          await boss.schedule(SCAN_QUEUE, '* * * * *');
          await boss.schedule(PRUNE_QUEUE, '17 3 * * *');
        }
      } finally {
        // Ending the session releases the lock too.
        await lock.end();
      }
      await boss.work(SCAN_QUEUE, async () => {
        await queueDue();
      });
      await boss.work<SendJobData>(SEND_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (!job || !REMINDER_KINDS.includes(job.data.kind)) return;
        const now = clock();
        if (now.getTime() - Date.parse(job.data.dueAt) > STALE_AFTER_MS) return;
        await options.service.send(job.data, now);
      });
      await boss.work(PRUNE_QUEUE, async () => {
        await options.service.prune(clock());
      });
      // What fell due while no process ran goes out now rather than at the next minute's scan.
      if (scheduled) {
        await queueDue().catch((error: unknown) =>
          options.log(`reminder jobs: the scan at start failed: ${(error as Error).message}`),
        );
      }
    },
    queueDue,
    async stop() {
      if (!started) return;
      started = false;
      // Lets a send under way finish (it holds its claim in a transaction), then closes pg-boss's pool.
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
