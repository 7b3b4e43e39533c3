import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { BlocksModule } from './blocks/blocks.module';
import { MemberCardsModule } from './cards/member-cards.module';
import { type MembersConfig } from './config';
import { MembersConfigModule } from './config.module';
import { ContactModule } from './contact/contact.module';
import { EventsModule } from './events/events.module';
import { Like } from './likes/like.entity';
import { LikesModule } from './likes/likes.module';
import { MatchFinderModule } from './match-finder/match-finder.module';
import { MembersAutoLikesLikeMails1795400100001 } from './migrations/1795400100001-members-auto-likes-like-mails';
import { MembersInitial1795320100000 } from './migrations/1795320100000-members-initial';
import { MembersLikes1795340100000 } from './migrations/1795340100000-members-likes';
import { MembersPhotoSizesConsentOutbox1795400100000 } from './migrations/1795400100000-members-photo-sizes-consent-outbox';
import { MembersProcessedEvents1795360100000 } from './migrations/1795360100000-members-processed-events';
import { MembersSearchBlocks1795370100000 } from './migrations/1795370100000-members-search-blocks';
import { MembersSearchOrientation1795410100000 } from './migrations/1795410100000-members-search-orientation';
import { MembersContactFacts1795420100000 } from './migrations/1795420100000-members-contact-facts';
import { MembersSignupProfiles1795330100000 } from './migrations/1795330100000-members-signup-profiles';
import { MembersSwipes1795380100000 } from './migrations/1795380100000-members-swipes';
import { MembersOutboxTraceParent1795430100000 } from './migrations/1795430100000-members-outbox-trace-parent';
import { OutboxModule } from './outbox/outbox.module';
import { OwnProfileModule } from './own-profile/own-profile.module';
import { Photo } from './common/photo.entity';
import { PhotosModule } from './photos/photos.module';
import { PresenceModule } from './presence/presence.module';
import { Profile } from './common/profile.entity';
import { ProfilesModule } from './profiles/profiles.module';
import { MemberSearchModule } from './search/member-search.module';
import { SeedModule } from './seed/seed.module';
import { SwipeGameModule } from './swipe/swipe-game.module';
import { MemberTeaserModule } from './teaser/member-teaser.module';
import { VisibilityModule } from './visibility/visibility.module';

const ENTITIES = [Profile, Photo, Like];
const MIGRATIONS = [
  MembersInitial1795320100000,
  MembersSignupProfiles1795330100000,
  MembersLikes1795340100000,
  MembersProcessedEvents1795360100000,
  MembersSearchBlocks1795370100000,
  MembersSwipes1795380100000,
  MembersPhotoSizesConsentOutbox1795400100000,
  MembersAutoLikesLikeMails1795400100001,
  MembersSearchOrientation1795410100000,
  MembersContactFacts1795420100000,
  MembersOutboxTraceParent1795430100000,
];

/**
 * The members service: settings, database and health, then one module per resource (docs/service-shape.md).
 * Nest registers routes module by module in the order it first meets them here (depth first), and
 * GET /api/members/:id (profiles) would answer GET /api/members/<word>, DELETE /api/members/:id/block and
 * /like would answer DELETE /api/members/photos/block and /like: so photos come before blocks and likes, and
 * every module with a literal /api/members/<word> before profiles (met first through swipe, likes).
 * app.module.spec.ts pins both.
 */
@Module({})
export class AppModule {
  static register(config: MembersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MembersConfigModule.register(config),
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        HealthModule.forService('members', { database: true, internalToken: config.INTERNAL_TOKEN }),
        OutboxModule,
        PresenceModule,
        ContactModule,
        PhotosModule,
        OwnProfileModule,
        MatchFinderModule,
        MemberCardsModule,
        MemberTeaserModule,
        MemberSearchModule,
        BlocksModule,
        VisibilityModule,
        SwipeGameModule,
        LikesModule,
        ProfilesModule,
        EventsModule,
        SeedModule,
      ],
    };
  }
}
