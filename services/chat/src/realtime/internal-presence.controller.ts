import type { Presence } from '@rendezvous/contracts/internal';
import { InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IdPipe } from '../common/id.pipe';
import { ChatRealtime } from './chat-realtime';

/** Whether a member has a page open (contract: presenceCall): identity asks before it pushes a like. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/presence')
export class InternalPresenceController {
  constructor(private readonly realtime: ChatRealtime) {}

  @Get(':id')
  async presence(@Param('id', IdPipe) id: number): Promise<Presence> {
    return { member_id: id, connected: await this.realtime.isConnected(id) };
  }
}
