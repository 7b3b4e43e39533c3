import { CAMPAIGN_LANDERS, CAMPAIGN_LIMITS, CAMPAIGN_SLUG_PATTERN, GENDERS, SUPPORTED_LOCALES, type CampaignLander, type CampaignTarget, type CampaignUpsert, type Gender, type Locale } from '@rendezvous/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, Length, Matches, MaxLength, ValidateNested } from 'class-validator';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** an absolute https URL or a path on the site (its CDN prefix), nothing a page could run */
const IMAGE_URL = /^(?:https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;

export class CampaignTargetDto implements CampaignTarget {
  @IsOptional() @IsIn([...GENDERS, null], { message: `target.gender is ${GENDERS.join(' or ')}, or null for both.` }) gender: Gender | null = null;
}

export class UpsertCampaignDto implements CampaignUpsert {
  @IsIn(CAMPAIGN_LANDERS, { message: `lander is one of ${CAMPAIGN_LANDERS.join(', ')}.` }) lander: CampaignLander;
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(CAMPAIGN_LIMITS.slug)
  @Matches(CAMPAIGN_SLUG_PATTERN, { message: 'slug is lower-case letters and digits joined by dashes.' })
  slug?: string;
  @IsIn(SUPPORTED_LOCALES, { message: `locale is one of ${SUPPORTED_LOCALES.join(', ')}.` }) locale: Locale;
  @trimmed() @IsString() @Length(1, CAMPAIGN_LIMITS.headline, { message: `headline has 1 to ${CAMPAIGN_LIMITS.headline} characters.` }) headline: string;
  @trimmed() @IsString() @Length(1, CAMPAIGN_LIMITS.text, { message: `text has 1 to ${CAMPAIGN_LIMITS.text} characters.` }) text: string;
  @IsArray()
  @ArrayMaxSize(CAMPAIGN_LIMITS.images)
  @IsString({ each: true })
  @MaxLength(CAMPAIGN_LIMITS.imageUrl, { each: true })
  @Matches(IMAGE_URL, { each: true, message: 'each image is an https URL or a path starting with /.' })
  images: string[];
  @trimmed() @IsString() @Length(1, CAMPAIGN_LIMITS.cta, { message: `cta has 1 to ${CAMPAIGN_LIMITS.cta} characters.` }) cta: string;
  @IsObject() @ValidateNested() @Type(() => CampaignTargetDto) target: CampaignTargetDto;
}
