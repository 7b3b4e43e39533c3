import { Module } from '@nestjs/common';
import { LikesModule } from '../likes/likes.module';
import { SwipeGameController } from './swipe-game.controller';
import { SwipeGameRepository } from './swipe-game.repository';
import { SwipeGameService } from './swipe-game.service';

/** The swipe game (spec 2, 6, 9): its cards and swipes; a like goes through LikesService in the swipe's transaction. */
@Module({
  imports: [LikesModule],
  controllers: [SwipeGameController],
  providers: [SwipeGameService, SwipeGameRepository],
})
export class SwipeGameModule {}
