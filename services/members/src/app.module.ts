import { databaseModule, EventInbox, EventsController, HealthModule, INTERNAL_TOKEN, MemberGuard } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MEMBERS_CONFIG, type MembersConfig } from './config';
import { IdentityEvents } from './events/identity-events';
import { InternalProfilesController } from './internal/internal-profiles.controller';
import { Like } from './likes/like.entity';
import { LikesController } from './likes/likes.controller';
import { LikesService } from './likes/likes.service';
import { MembersInitial1795320100000 } from './migrations/1795320100000-members-initial';
import { MembersSignupProfiles1795330100000 } from './migrations/1795330100000-members-signup-profiles';
import { MembersLikes1795340100000 } from './migrations/1795340100000-members-likes';
import { MembersProcessedEvents1795360100000 } from './migrations/1795360100000-members-processed-events';
import { Photo } from './photos/photo.entity';
import { Profile } from './profiles/profile.entity';
import { ProfileViews } from './profiles/profile-views';
import { DemoSeed } from './seed/demo-seed';

const ENTITIES = [Profile, Photo, Like];
const MIGRATIONS = [MembersInitial1795320100000, MembersSignupProfiles1795330100000, MembersLikes1795340100000, MembersProcessedEvents1795360100000];

@Module({})
export class AppModule {
  static register(config: MembersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('members', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [InternalProfilesController, EventsController, LikesController],
      providers: [
        { provide: MEMBERS_CONFIG, useValue: config },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        MemberGuard,
        EventInbox,
        IdentityEvents,
        ProfileViews,
        LikesService,
        DemoSeed,
      ],
    };
  }
}
