import type { ContactCheck } from '@rendezvous/contracts/internal';
import { InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { ContactRules } from './contact-rules';

/** Chat asks before a first message or a gift (contract: contactCheckCall). */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/members')
export class ContactCheckController {
  constructor(private readonly rules: ContactRules) {}

  @Get(':id/contact')
  async check(@Param('id', MemberIdPipe) to: number, @Query('from', MemberIdPipe) from: number): Promise<ContactCheck> {
    return this.rules.checkWithFacts(from, to);
  }
}
