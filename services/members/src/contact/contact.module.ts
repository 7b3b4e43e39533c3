import { Module } from '@nestjs/common';
import { ContactCheckController } from './contact-check.controller';
import { ContactRepository } from './contact.repository';
import { ContactRules } from './contact-rules';

/** Who may contact whom (spec 6): for likes here and, through /internal/members/:id/contact, for chat. */
@Module({
  controllers: [ContactCheckController],
  providers: [ContactRules, ContactRepository],
  exports: [ContactRules],
})
export class ContactModule {}
