import { DynamicModule, Injectable } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

export interface DatabaseOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own entity list type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own migration list type
  migrations: MixedList<Function | string>;
}

/**
 * The service's own Postgres database through TypeORM. Migrations run at start; `synchronize` is
 * never on here (only throwaway unit-test databases may use it).
 */
export function databaseModule({ url, entities, migrations }: DatabaseOptions): DynamicModule {
  return TypeOrmModule.forRoot({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
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
