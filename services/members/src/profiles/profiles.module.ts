import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { InternalProfilesController } from '../internal/internal-profiles.controller';
import { Photo } from '../common/photo.entity';
import { MemberProfileController } from './member-profile.controller';
import { MemberProfileService } from './member-profile.service';
import { Profile } from '../common/profile.entity';
import { ProfileViews } from './profile-views';
import { ProfileWrites } from './profile-writes.service';
import { ProfilesRepository } from './profiles.repository';

/**
 * Profiles: a member's profile page (GET /api/members/:id), the gateway's read of the own profile
 * (/internal/profiles/:id), the profile objects likes answer with, and the writes other services' events cause.
 * GET /api/members/:id takes any third segment: the modules with literal /api/members/<word> routes come first (app.module.spec.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Profile, Photo]), AccessModule],
  controllers: [InternalProfilesController, MemberProfileController],
  providers: [MemberProfileService, ProfileViews, ProfileWrites, ProfilesRepository],
  exports: [ProfileViews, ProfileWrites],
})
export class ProfilesModule {}
