import { Module } from '@nestjs/common';
import { ChatPeers } from './chat-peers';

/** The other services' facts a conversation or a send needs (identity, members, payments, site), each through its contract. No table, no route. */
@Module({
  providers: [ChatPeers],
  exports: [ChatPeers],
})
export class PeersModule {}
