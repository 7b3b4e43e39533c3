import { Module } from '@nestjs/common';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/** Blocks (spec 6): block, unblock and the member's list of whom they blocked. */
@Module({
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository],
})
export class BlocksModule {}
