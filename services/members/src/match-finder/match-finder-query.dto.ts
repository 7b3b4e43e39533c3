import { INTEREST_COUNT, MAX_SEARCH_AGE, MIN_SEARCH_AGE, SUPPORTED_COUNTRIES, type MatchFinderQuery } from '@rendezvous/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The match finder's answers as the query of GET /api/members/match-finder. */
export class MatchFinderQueryDto implements MatchFinderQuery {
  @ApiPropertyOptional({ enum: ['male', 'female'] })
  @IsOptional() @IsIn(['male', 'female'])
  gender?: 'male' | 'female';

  @ApiPropertyOptional({ minimum: MIN_SEARCH_AGE, maximum: MAX_SEARCH_AGE })
  @IsOptional() @Type(() => Number) @IsInt() @Min(MIN_SEARCH_AGE) @Max(MAX_SEARCH_AGE)
  min_age?: number;

  @ApiPropertyOptional({ minimum: MIN_SEARCH_AGE, maximum: MAX_SEARCH_AGE })
  @IsOptional() @Type(() => Number) @IsInt() @Min(MIN_SEARCH_AGE) @Max(MAX_SEARCH_AGE)
  max_age?: number;

  @ApiPropertyOptional({ enum: SUPPORTED_COUNTRIES })
  @IsOptional() @IsIn(SUPPORTED_COUNTRIES)
  country?: string;

  @ApiPropertyOptional({ description: 'the region to look from (regions.php names it); nearby regions count too' })
  @IsOptional() @IsString() @MaxLength(100)
  countryregion?: string;

  @ApiPropertyOptional({ description: 'interest ids, comma separated; the member’s own when empty', example: '1,19,47' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (value === '' ? [] : value.split(',').map((id) => Number(id))) : value))
  @IsArray() @ArrayMaxSize(INTEREST_COUNT) @IsInt({ each: true }) @Min(1, { each: true }) @Max(INTEREST_COUNT, { each: true })
  interests?: number[];
}
