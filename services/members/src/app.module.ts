import { databaseModule, HealthModule, INTERNAL_TOKEN } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MEMBERS_CONFIG, type MembersConfig } from './config';
import { InternalProfilesController } from './internal/internal-profiles.controller';
import { MembersInitial1795320100000 } from './migrations/1795320100000-members-initial';
import { MembersSignupProfiles1795330100000 } from './migrations/1795330100000-members-signup-profiles';
import { Photo } from './photos/photo.entity';
import { Profile } from './profiles/profile.entity';
import { DemoSeed } from './seed/demo-seed';

const ENTITIES = [Profile, Photo];

@Module({})
export class AppModule {
  static register(config: MembersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [MembersInitial1795320100000, MembersSignupProfiles1795330100000] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('members', { database: true }),
      ],
      controllers: [InternalProfilesController],
      providers: [{ provide: MEMBERS_CONFIG, useValue: config }, { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN }, DemoSeed],
    };
  }
}
