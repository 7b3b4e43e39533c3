import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

/** Blocks (spec 6): block, unblock and the member's list of whom they blocked. */
@Module({
  imports: [OutboxModule],
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository],
})
export class BlocksModule {}
