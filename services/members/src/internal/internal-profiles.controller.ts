import type { UserProfile } from '@rendezvous/contracts';
import { AppError, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Param, ParseIntPipe, Put, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Profile } from '../profiles/profile.entity';
import { ProfileViews } from '../profiles/profile-views';
import { ProfileWriteDto } from './profile-write.dto';

/** Service-to-service calls: identity writes profile facts at signup; the gateway reads the member's own profile. */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/profiles')
export class InternalProfilesController {
  constructor(
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly views: ProfileViews,
  ) {}

  @Put(':id')
  async write(@Param('id', ParseIntPipe) id: number, @Body() body: ProfileWriteDto): Promise<{ id: number }> {
    const existing = await this.profiles.findOne({ where: { id } });
    if (!existing && (!body.name || !body.birth_date)) {
      throw new AppError(400, 'VALIDATION.FAILED', 'A new profile needs a name and a birth date.', { name: ['required'], birth_date: ['required'] });
    }
    const changes: Partial<Profile> = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.birth_date !== undefined && { birthDate: body.birth_date }),
      ...(body.signup_message !== undefined && { signupMessage: body.signup_message }),
      ...(body.gender !== undefined && { gender: body.gender }),
      ...(body.sexuality !== undefined && { sexuality: body.sexuality }),
      ...(body.country !== undefined && { country: body.country }),
      ...(body.region !== undefined && { region: body.region }),
      ...(body.city !== undefined && { city: body.city }),
      ...(body.about_me !== undefined && { aboutMe: body.about_me }),
      ...(body.status !== undefined && { status: body.status }),
    };
    if (existing) await this.profiles.update({ id }, changes);
    else await this.profiles.insert({ id, interests: [], invisible: false, ...changes });
    return { id };
  }

  @Get(':id')
  async read(@Param('id', ParseIntPipe) id: number): Promise<UserProfile> {
    const profile = await this.views.own(id);
    if (!profile) throw new AppError(404, 'PROFILE.NOT_FOUND', 'This page could not be found');
    return profile;
  }
}
