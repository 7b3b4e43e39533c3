import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { OwnProfileController } from './own-profile.controller';
import { OwnProfileRepository } from './own-profile.repository';
import { OwnProfileService } from './own-profile.service';

/** The member's own profile on /profile: every editable field, the photos (from PhotosService) and the consent. */
@Module({
  imports: [PhotosModule],
  controllers: [OwnProfileController],
  providers: [OwnProfileService, OwnProfileRepository],
})
export class OwnProfileModule {}
