import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Membership } from './membership.entity';
import { MembershipsRepository } from './memberships.repository';
import { MembershipsService } from './memberships.service';

/** Premium memberships and signup times; no routes of its own (orders make members premium, identity's events record and purge them). */
@Module({
  imports: [TypeOrmModule.forFeature([Membership])],
  providers: [MembershipsService, MembershipsRepository],
  exports: [MembershipsService],
})
export class MembershipsModule {}
