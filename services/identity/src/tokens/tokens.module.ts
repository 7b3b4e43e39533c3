import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountToken } from './account-token.entity';
import { TokensRepository } from './tokens.repository';
import { TokensService } from './tokens.service';

/** Single-use, time-limited tokens of mailed links (activation, reset, e-mail change and its undo, reactivation). */
@Module({
  imports: [TypeOrmModule.forFeature([AccountToken])],
  providers: [TokensService, TokensRepository],
  exports: [TokensService],
})
export class TokensModule {}
