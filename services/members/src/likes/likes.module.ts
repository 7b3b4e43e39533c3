import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { AutoLikeService } from './auto-like.service';
import { LikeMails } from './like-mails';
import { LikesController } from './likes.controller';
import { LikesRepository } from './likes.repository';
import { LikesService } from './likes.service';

/** Likes and matches (spec 4, 6): like, unlike, the lists, auto-like.php, and the batched like mails (outbox). */
@Module({
  imports: [ContactModule, ProfilesModule, OutboxModule],
  controllers: [LikesController],
  providers: [LikesService, AutoLikeService, LikeMails, LikesRepository],
  exports: [LikesService],
})
export class LikesModule {}
