import { DynamicModule, Injectable } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { ConfigError } from './config';

/**
 * When a service runs its migrations (the MIGRATIONS setting):
 * - `run` (the default, zero set-up): at start, before it answers; one process per service, as `npm start` runs it;
 * - `skip`: never; replicas in a cluster, where the release's migration job ran them once (deploy/helm);
 * - `only`: run them and exit without answering: that job.
 */
export type MigrationsMode = 'run' | 'skip' | 'only';

export function migrationsMode(env: NodeJS.ProcessEnv = process.env): MigrationsMode {
  const mode = env.MIGRATIONS ?? 'run';
  if (mode === 'run' || mode === 'skip' || mode === 'only') return mode;
  throw new ConfigError(`MIGRATIONS must be run, skip or only (it is ${JSON.stringify(mode)})`);
}

export interface DatabaseOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own entity list type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own migration list type
  migrations: MixedList<Function | string>;
}

/**
 * The service's own Postgres database through TypeORM. Migrations run at start unless MIGRATIONS=skip
 * (migrationsMode); `synchronize` is never on here (only throwaway unit-test databases may use it).
 */
export function databaseModule({ url, entities, migrations }: DatabaseOptions): DynamicModule {
  return TypeOrmModule.forRoot({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: migrationsMode() !== 'skip',
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
    logging: ['error', 'warn', 'migration'],
  });
}

@Injectable()
export class DatabaseHealth {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<'up' | 'down'> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
