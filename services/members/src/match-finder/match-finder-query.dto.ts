import { INTEREST_COUNT, type MatchFinderQuery } from '@rendezvous/contracts';
import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MemberSearchQueryDto } from '../search/member-search.module';

/**
 * The match finder's answers as the query of GET /api/members/match-finder: the search's own filters
 * (the same checks; PickType keeps their validation) and the interests to share.
 */
export class MatchFinderQueryDto
  extends PickType(MemberSearchQueryDto, ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const)
  implements MatchFinderQuery
{
  @ApiPropertyOptional({ description: 'interest ids, comma separated; the member’s own when empty', example: '1,19,47' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (value === '' ? [] : value.split(',').map((id) => Number(id))) : value))
  @IsArray()
  @ArrayMaxSize(INTEREST_COUNT)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INTEREST_COUNT, { each: true })
  interests?: number[];
}
