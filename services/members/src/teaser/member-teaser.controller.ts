import { GENDERS, MEMBER_TEASER_DEFAULT, MEMBER_TEASER_MAX, type Gender, type MemberTeaserResponse } from '@rendezvous/contracts';
import { AppError, fieldErrors, IdPipe, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { MemberTeaserService } from './member-teaser.service';

/** A lander's member (?id=): anything that is not a member id is the 404 page, as an unknown member is. */
const landerNotFound = () => new AppError(404, 'MEMBERS.NOT_FOUND', 'This page could not be found');
const LanderMemberIdPipe = new IdPipe(landerNotFound, 'bigint');

/** Query values as the teaser accepts them, or a 400 naming the field. */
function teaserQuery(count: unknown, gender: unknown, country: unknown, seeking: unknown) {
  const errors: Record<string, string[]> = {};
  const n = count === undefined || count === '' ? MEMBER_TEASER_DEFAULT : typeof count === 'string' && /^\d{1,3}$/.test(count) ? Number(count) : NaN;
  if (!(n >= 1 && n <= MEMBER_TEASER_MAX)) errors.count = [`count is a number from 1 to ${MEMBER_TEASER_MAX}.`];
  if (gender !== undefined && gender !== '' && !(GENDERS as readonly unknown[]).includes(gender)) errors.gender = [`gender is ${GENDERS.join(' or ')}.`];
  if (country !== undefined && country !== '' && !(typeof country === 'string' && /^[A-Z]{2}$/.test(country)))
    errors.country = ['country is a two-letter country code.'];
  if (seeking !== undefined && seeking !== '' && !(GENDERS as readonly unknown[]).includes(seeking)) errors.seeking = [`seeking is ${GENDERS.join(' or ')}.`];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { count: n, gender: (gender || null) as Gender | null, country: (country || null) as string | null, seeking: (seeking || null) as Gender | null };
}

@ApiTags('members')
@Controller('api/members')
export class MemberTeaserController {
  constructor(private readonly teaser: MemberTeaserService) {}

  @Get('teaser.php')
  @ContractRoute(membersRoutes.teaser)
  // The same for every visitor of a country: shared caches and browsers may keep it a minute.
  @Header('Cache-Control', 'public, max-age=60')
  // ?seeking=: a logged-in member's own gender (the landers ask so for them): only members who look for
  // someone of that gender (issue 31). A query value, not the cookie, so the answer stays one per URL for caches.
  async list(
    @Query('count') count?: unknown,
    @Query('gender') gender?: unknown,
    @Query('country') country?: unknown,
    @Query('id') id?: unknown,
    @Query('seeking') seeking?: unknown,
  ): Promise<MemberTeaserResponse> {
    // ?id=: one member, for a member lander (/members/{id}/landing): the same fields and the same rule, or the 404 page.
    if (id !== undefined) {
      const member = await this.teaser.one(String(LanderMemberIdPipe.transform(id)));
      if (!member) throw landerNotFound();
      return { members: [member] };
    }
    return { members: await this.teaser.teaser(teaserQuery(count, gender, country, seeking)) };
  }
}
