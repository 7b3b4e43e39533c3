import { ADMIN_TOKEN, databaseModule, EventInbox, EventsController, HealthModule, INTERNAL_TOKEN, InternalClient, MemberGuard, OptionalMemberGuard, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { VisitorAccess } from './access/visitor-access';
import { BlocksController } from './blocks/blocks.controller';
import { MemberCardsController } from './cards/member-cards.controller';
import { MemberTeaserController } from './teaser/member-teaser.controller';
import { MemberTeaserService } from './teaser/member-teaser.service';
import { MemberCardsService } from './cards/member-cards.service';
import { BlocksService } from './blocks/blocks.service';
import { ContactCheckController } from './contact/contact-check.controller';
import { ContactRules } from './contact/contact-rules';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MEMBERS_CONFIG, type MembersConfig } from './config';
import { IdentityEvents } from './events/identity-events';
import { PaymentsEvents } from './events/payments-events';
import { InternalProfilesController } from './internal/internal-profiles.controller';
import { Like } from './likes/like.entity';
import { LikesController } from './likes/likes.controller';
import { AutoLikeService } from './likes/auto-like.service';
import { LikeMails } from './likes/like-mails';
import { LikesService } from './likes/likes.service';
import { MembersInitial1795320100000 } from './migrations/1795320100000-members-initial';
import { MembersSignupProfiles1795330100000 } from './migrations/1795330100000-members-signup-profiles';
import { MembersLikes1795340100000 } from './migrations/1795340100000-members-likes';
import { MembersProcessedEvents1795360100000 } from './migrations/1795360100000-members-processed-events';
import { MembersSearchBlocks1795370100000 } from './migrations/1795370100000-members-search-blocks';
import { MembersSwipes1795380100000 } from './migrations/1795380100000-members-swipes';
import { MatchFinderController } from './match-finder/match-finder.controller';
import { MatchFinderService } from './match-finder/match-finder.service';
import { RegionCentres } from './match-finder/region-centres';
import { MembersAutoLikesLikeMails1795400100001 } from './migrations/1795400100001-members-auto-likes-like-mails';
import { MembersPhotoSizesConsentOutbox1795400100000 } from './migrations/1795400100000-members-photo-sizes-consent-outbox';
import { MembersSearchOrientation1795410100000 } from './migrations/1795410100000-members-search-orientation';
import { OwnProfileController } from './own-profile/own-profile.controller';
import { OwnProfileService } from './own-profile/own-profile.service';
import { PhotoAdminController } from './photos/photo-admin.controller';
import { Photo } from './photos/photo.entity';
import { PhotoFiles } from './photos/photo-files';
import { PhotoFilesController } from './photos/photo-files.controller';
import { PhotosController } from './photos/photos.controller';
import { PhotosService } from './photos/photos.service';
import { photoStorageProvider } from './photos/storage/photo-storage.provider';
import { Profile } from './profiles/profile.entity';
import { MemberProfileController } from './profiles/member-profile.controller';
import { MemberProfileService } from './profiles/member-profile.service';
import { ProfileViews } from './profiles/profile-views';
import { PresenceInterceptor } from './presence/presence';
import { MemberSearchController } from './search/member-search.controller';
import { MemberSearchService } from './search/member-search.service';
import { SearchDatabase } from './search/search-database';
import { DemoSeed } from './seed/demo-seed';
import { SwipeGameController } from './swipe/swipe-game.controller';
import { SwipeGameService } from './swipe/swipe-game.service';
import { VisibilityController } from './visibility/visibility.controller';
import { VisibilityService } from './visibility/visibility.service';

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
];

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
      // /api/members/blocked, /visibility, /swipe-cards, /photos and /profile before /api/members/:id.
      controllers: [
        InternalProfilesController,
        ContactCheckController,
        EventsController,
        OutboxMaintenanceController,
        PhotosController,
        PhotoAdminController,
        PhotoFilesController,
        OwnProfileController,
        MatchFinderController,
        MemberCardsController,
        MemberTeaserController,
        MemberSearchController,
        BlocksController,
        VisibilityController,
        SwipeGameController,
        LikesController,
        MemberProfileController,
      ],
      providers: [
        { provide: MEMBERS_CONFIG, useValue: config },
        MemberTeaserService,
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
        {
          provide: InternalClient,
          useValue: new InternalClient({ urls: { site: config.SITE_URL, gateway: config.GATEWAY_URL, identity: config.IDENTITY_URL, chat: config.CHAT_URL }, token: config.INTERNAL_TOKEN }),
        },
        photoStorageProvider,
        Outbox,
        PhotosService,
        PhotoFiles,
        OwnProfileService,
        MatchFinderService,
        MemberCardsService,
        AutoLikeService,
        LikeMails,
        RegionCentres,
        { provide: APP_INTERCEPTOR, useClass: PresenceInterceptor },
        MemberGuard,
        OptionalMemberGuard,
        VisitorAccess,
        ContactRules,
        MemberSearchService,
        SearchDatabase,
        MemberProfileService,
        BlocksService,
        VisibilityService,
        SwipeGameService,
        EventInbox,
        IdentityEvents,
        PaymentsEvents,
        ProfileViews,
        LikesService,
        DemoSeed,
      ],
    };
  }
}
