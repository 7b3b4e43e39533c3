import { Module } from '@nestjs/common';
import { MemberTeaserController } from './member-teaser.controller';
import { MemberTeaserRepository } from './member-teaser.repository';
import { MemberTeaserService } from './member-teaser.service';

/** The members a logged-out visitor may see on the home and the landers (teaser.php). */
@Module({
  controllers: [MemberTeaserController],
  providers: [MemberTeaserService, MemberTeaserRepository],
})
export class MemberTeaserModule {}
