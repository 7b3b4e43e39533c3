import type { UserProfile } from '@rendezvous/contracts';
import { AppError, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { ProfileViews } from '../profiles/profile-views';

/**
 * The gateway reads the member's own profile for the user object (contract: ownProfileCall). Identity's
 * profile writes arrive as events (events/identity-events.ts), not here.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/profiles')
export class InternalProfilesController {
  constructor(private readonly views: ProfileViews) {}

  @Get(':id')
  async read(@Param('id', MemberIdPipe) id: number): Promise<UserProfile> {
    const profile = await this.views.own(id);
    if (!profile) throw new AppError(404, 'PROFILE.NOT_FOUND', 'This page could not be found');
    return profile;
  }
}
