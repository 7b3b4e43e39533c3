import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './accounts/account.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { IdentityInitial1795320000000 } from './migrations/1795320000000-identity-initial';
import { DemoSeed } from './seed/demo-seed';

const ENTITIES = [Account];

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [IdentityInitial1795320000000] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('identity', { database: true }),
      ],
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }, DemoSeed],
    };
  }
}
