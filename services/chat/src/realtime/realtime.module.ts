import { Module } from '@nestjs/common';
import { ChatRealtime } from './chat-realtime';
import { InternalPresenceController } from './internal-presence.controller';
import { SocketTicketsController } from './socket-tickets.controller';

/**
 * The sockets (socket.io on the service's HTTP server), the tickets that open them, and who has a page open: the other resources
 * tell members about messages, reads, typing and deletes through ChatRealtime; identity asks
 * /internal/presence before it pushes a like.
 */
@Module({
  controllers: [InternalPresenceController, SocketTicketsController],
  providers: [ChatRealtime],
  exports: [ChatRealtime],
})
export class RealtimeModule {}
