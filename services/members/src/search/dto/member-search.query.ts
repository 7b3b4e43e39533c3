import { GENDERS, MAX_SEARCH_AGE, MIN_SEARCH_AGE, SEARCH_MAX_PAGE, SUPPORTED_COUNTRIES, type Gender, type MemberSearchQuery } from '@rendezvous/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The spec's search store filters (section 3) as the query of GET /api/members.php. */
export class MemberSearchQueryDto implements MemberSearchQuery {
  @ApiPropertyOptional({ enum: GENDERS })
  @IsOptional()
  @IsIn(GENDERS)
  gender?: Gender;

  @ApiPropertyOptional({ enum: SUPPORTED_COUNTRIES })
  @IsOptional()
  @IsIn(SUPPORTED_COUNTRIES)
  country?: string;

  @ApiPropertyOptional({ description: 'a first-level region of the country, as regions.php names it' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  countryregion?: string;

  @ApiPropertyOptional({ minimum: MIN_SEARCH_AGE, maximum: MAX_SEARCH_AGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(MIN_SEARCH_AGE)
  @Max(MAX_SEARCH_AGE)
  min_age?: number;

  @ApiPropertyOptional({ minimum: MIN_SEARCH_AGE, maximum: MAX_SEARCH_AGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(MIN_SEARCH_AGE)
  @Max(MAX_SEARCH_AGE)
  max_age?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SEARCH_MAX_PAGE)
  page?: number;

  /** a visitor's traffic source (the tracking parameter network): logged_out_search_trafficsource lets them search */
  @ApiPropertyOptional({ description: 'the tracking parameter network of a logged-out visitor' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  network?: string;
}
