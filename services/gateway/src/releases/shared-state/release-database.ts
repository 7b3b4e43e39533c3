// The release ledger every gateway reaches (docs/adr/0022): the pointers, the release log and the writers' lock
// in Postgres (RELEASES_DATABASE_URL). A switch is announced with NOTIFY, so every gateway's mirror
// (release-mirror.ts) follows within milliseconds; the revision catches a notification a gateway missed.
import { createLogger, type MigrationsMode } from '@rendezvous/nest-kit';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { GatewayReleaseState1795440000000 } from '../../migrations/1795440000000-gateway-release-state';
import type { ReleaseLedger, ReleaseLogEntry } from '../release-ledger';
import type { ReleasePointers } from '../release-pointers';

/** The channel a pointer switch is announced on. */
export const RELEASE_CHANNEL = 'release_pointers';
/** The advisory lock of the store's writers (an arbitrary constant; only release writers take it). */
const WRITERS_LOCK = 7_215_016_001;
/** Postgres' "lock not available" (lock_timeout ran out). */
const LOCK_NOT_AVAILABLE = '55P03';

export interface RevisionedPointers {
  pointers: ReleasePointers;
  /** counts every switch since the table was made */
  revision: number;
}

export interface ReleaseDatabaseOptions {
  url: string;
  /** run the migrations at open (`run`, `only`) or trust a migration job ran them (`skip`) */
  migrations: MigrationsMode;
  /** how long a writer waits for the lock before giving up */
  lockWaitMs?: number;
  logLevel?: string;
}

/** Another writer kept the lock longer than a writer waits. */
export class ReleaseLockBusy extends Error {}

export class ReleaseDatabase implements ReleaseLedger {
  private readonly log;
  private listener: Client | null = null;
  private closed = false;

  private constructor(
    private readonly dataSource: DataSource,
    private readonly options: ReleaseDatabaseOptions,
  ) {
    this.log = createLogger('gateway', options.logLevel ?? 'info');
  }

  static async open(options: ReleaseDatabaseOptions): Promise<ReleaseDatabase> {
    const dataSource = new DataSource({
      type: 'postgres',
      url: options.url,
      migrations: [GatewayReleaseState1795440000000],
      migrationsTransactionMode: 'each',
      // the API's readers and the mirror: a handful of short statements at a time
      extra: { max: 4, connectionTimeoutMillis: 5_000 },
      logging: ['error', 'warn', 'migration'],
    });
    await dataSource.initialize();
    if (options.migrations !== 'skip') await dataSource.runMigrations();
    return new ReleaseDatabase(dataSource, options);
  }

  async readRevisioned(): Promise<RevisionedPointers> {
    const rows: { pointers: ReleasePointers; revision: string }[] = await this.dataSource.query('SELECT pointers, revision FROM release_pointers WHERE id = 1');
    if (!rows[0]) throw new Error('release_pointers has no row: the gateway migrations did not run (MIGRATIONS)');
    const { pointers, revision } = rows[0];
    return { pointers: { ...pointers, remotes: pointers.remotes ?? {} }, revision: Number(revision) };
  }

  async readPointers(): Promise<ReleasePointers> {
    return (await this.readRevisioned()).pointers;
  }

  /** One statement: the switch and its announcement commit together (NOTIFY is sent at commit). */
  async writePointers(pointers: ReleasePointers): Promise<void> {
    await this.dataSource.query(
      `WITH switched AS (
         UPDATE release_pointers SET pointers = $1, revision = revision + 1, updated_at = now() WHERE id = 1 RETURNING revision
       )
       SELECT pg_notify('${RELEASE_CHANNEL}', revision::text) FROM switched`,
      [JSON.stringify(pointers)],
    );
  }

  async appendLog(entry: ReleaseLogEntry): Promise<void> {
    await this.dataSource.query('INSERT INTO release_log (at, entry) VALUES ($1, $2)', [entry.at, JSON.stringify(entry)]);
  }

  async readLog(limit: number): Promise<ReleaseLogEntry[]> {
    const rows: { entry: ReleaseLogEntry }[] = await this.dataSource.query('SELECT entry FROM release_log ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((row) => row.entry);
  }

  /**
   * A session-level advisory lock on a connection of its own, held while `work` runs: a gateway that dies
   * mid-release loses its connection, and Postgres lets the next writer in at once.
   */
  async withLock<T>(work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SET lock_timeout = ${Math.max(1, Math.round(this.options.lockWaitMs ?? 60_000))}`);
      try {
        await runner.query('SELECT pg_advisory_lock($1)', [WRITERS_LOCK]);
      } catch (error) {
        if ((error as { driverError?: { code?: string } }).driverError?.code === LOCK_NOT_AVAILABLE)
          throw new ReleaseLockBusy('another release holds the release store; try again when it is done');
        throw error;
      }
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [WRITERS_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Calls `changed` on every announced switch, on a connection of its own (LISTEN needs one), and once more
   * after each reconnection (a switch may have been missed while it was away).
   */
  listen(changed: () => void): void {
    const connect = async () => {
      if (this.closed) return;
      const client = new Client({ connectionString: this.options.url });
      let retried = false;
      const retry = (error: Error) => {
        if (retried || this.closed) return;
        retried = true;
        this.log.warn({ error: error.message }, 'release mirror: the LISTEN connection failed; reconnecting in 1 s');
        if (this.listener === client) this.listener = null;
        void client.end().catch(() => undefined);
        setTimeout(() => void connect(), 1_000).unref();
      };
      client.on('notification', () => changed());
      client.on('error', retry);
      client.on('end', () => retry(new Error('the connection ended')));
      try {
        await client.connect();
        await client.query(`LISTEN ${RELEASE_CHANNEL}`);
        this.listener = client;
        changed();
      } catch (error) {
        retry(error as Error);
      }
    };
    void connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.dataSource.destroy();
  }
}
