import type { SiteSettings } from '@rendezvous/contracts';
import { Type } from 'class-transformer';
import {
  IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf,
} from 'class-validator';

/** What an admin may change about a site. Unknown fields are refused by the validation pipe. */
export class UpdateSettingsDto implements Partial<SiteSettings> {
  @IsOptional() @IsString() @Length(1, 80) name?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @Length(2, 10) domain_language?: string | null;
  @IsOptional() @IsString() @MaxLength(200) cdn_prefix?: string;
  @IsOptional() @IsInt() @Min(1) @Max(7) niche?: number;
  @IsOptional() @IsIn(['all', 'with_trafficsource']) signups?: 'all' | 'with_trafficsource';
  @IsOptional() @IsBoolean() logged_out_search?: boolean;
  @IsOptional() @IsBoolean() logged_out_search_trafficsource?: boolean;
  @IsOptional() @IsString() @MaxLength(40) support_phone?: string;
  @IsOptional() @IsString() @MaxLength(120) support_email?: string;
  @IsOptional() @IsString() @MaxLength(40) fictional_icon?: string;
  @IsOptional() @IsString() @MaxLength(500) fictional_warning?: string;
  @IsOptional() @IsString() @MaxLength(80) fictional_singular?: string;
  @IsOptional() @IsString() @MaxLength(80) fictional_plural?: string;
  @IsOptional() @IsIn(['yes', 'no']) enable_site_entry_popup?: 'yes' | 'no';
  @IsOptional() @IsArray() @IsString({ each: true }) @Length(2, 2, { each: true }) countries?: string[];
  @IsOptional() @IsString() @MaxLength(200) index_title?: string;
  @IsOptional() @IsString() @MaxLength(500) description?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) visible_profile_fields?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) visible_profile_notes?: string[];
  @IsOptional() @IsInt() @Min(0) message_credits?: number;
  @IsOptional() @IsInt() @Min(0) photo_credits?: number;
  @IsOptional() @IsInt() @Min(0) gift_credits?: number;
  @IsOptional() @IsInt() @Min(0) signup_credits?: number;
  @IsOptional() @IsInt() @Min(1) @Max(10000) message_length?: number;
  @IsOptional() @IsInt() @Min(0) @Max(100000) free_messages?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) search_fields?: string[];
  @IsOptional() @IsInt() @Min(0) @Max(365) refund_days?: number;
  @IsOptional() @IsBoolean() member_resell?: boolean;
  @IsOptional() @IsString() @MaxLength(80) mail_name?: string;
  @IsOptional() @IsInt() @Min(13) @Max(99) min_age?: number;
  @IsOptional() @IsObject() @Type(() => Object) locale_countries?: Record<string, string[]>;
  @IsOptional() @IsObject() @Type(() => Object) minimum_message_costs?: Record<string, { costs: number; currency: string }>;
}
