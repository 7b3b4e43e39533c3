import { Module } from '@nestjs/common';
import { ChatRealtime } from './chat-realtime';
import { InternalPresenceController } from './internal-presence.controller';

/**
 * The sockets (socket.io on the service's HTTP server) and who has a page open: the other resources
 * tell members about messages, reads, typing and deletes through ChatRealtime; identity asks
 * /internal/presence before it pushes a like.
 */
@Module({
  controllers: [InternalPresenceController],
  providers: [ChatRealtime],
  exports: [ChatRealtime],
})
export class RealtimeModule {}
