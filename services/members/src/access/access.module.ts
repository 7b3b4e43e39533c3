import { Module } from '@nestjs/common';
import { VisitorAccess } from './visitor-access';

/** Who may search and read profiles (spec 6): the search and the profile page ask it. */
@Module({
  providers: [VisitorAccess],
  exports: [VisitorAccess],
})
export class AccessModule {}
