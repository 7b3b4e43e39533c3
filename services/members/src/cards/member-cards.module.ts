import { Module } from '@nestjs/common';
import { MemberCardsController } from './member-cards.controller';
import { MemberCardsRepository } from './member-cards.repository';
import { MemberCardsService } from './member-cards.service';

/** Cards of members by id (mfe-chat's conversation list); chat says who is a conversation partner. */
@Module({
  controllers: [MemberCardsController],
  providers: [MemberCardsService, MemberCardsRepository],
})
export class MemberCardsModule {}
