import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { IsDateString, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';

/** What identity writes during signup and account changes. */
export class ProfileWriteDto {
  @IsOptional() @IsString() @Length(2, 40) name?: string;
  @IsOptional() @IsDateString({ strict: true }) birth_date?: string;
  @IsOptional() @IsString() @MaxLength(1000) signup_message?: string;
  @IsOptional() @IsIn(['male', 'female']) gender?: 'male' | 'female';
  @IsOptional() @IsIn(['hetero', 'gay', 'lesbian', 'bi']) sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  @IsOptional() @IsIn([...SUPPORTED_COUNTRIES]) country?: string;
  @IsOptional() @IsString() @MaxLength(100) region?: string;
  @IsOptional() @IsString() @MaxLength(100) city?: string;
  @IsOptional() @IsString() @MaxLength(2000) about_me?: string;
  @IsOptional() @IsIn(['active', 'disabled']) status?: 'active' | 'disabled';
}
