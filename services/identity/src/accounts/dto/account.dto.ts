import {
  GENDERS,
  NOTIFICATION_DISABLE_REASONS,
  SEXUALITIES,
  SIGNUP_STEPS,
  SUPPORTED_COUNTRIES,
  type EmailChangeRequest,
  type Gender,
  type LoginRequest,
  type NotificationPreferences,
  type PasswordChangeRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type Sexuality,
  type SignupRequest,
  type TokenRequest,
  type TrackingData,
} from '@rendezvous/contracts';
import { Type } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';

// Type checks only; the spec's own wording for the rules lives in the services, which build the
// field errors themselves so the member sees exactly the spec's sentences.

export class LoginDto implements LoginRequest {
  @IsString() @MaxLength(254) email: string;
  @IsString() @MaxLength(200) password: string;
}

export class TrackingDto implements TrackingData {
  @IsOptional() @IsString() @MaxLength(100) network?: string;
  @IsOptional() @IsString() @MaxLength(100) ref?: string;
  @IsOptional() @IsString() @MaxLength(100) sub1?: string;
  @IsOptional() @IsString() @MaxLength(100) sub2?: string;
  @IsOptional() @IsString() @MaxLength(100) sub3?: string;
}

export class SignupDto implements SignupRequest {
  @IsString() @MaxLength(254) email: string;
  @IsString() @MaxLength(200) password: string;
  @IsString() @MaxLength(40) name: string;
  @IsString() @MaxLength(10) date_of_birth: string;
  @IsOptional() @IsString() @MaxLength(1000) signup_message?: string;
  @IsOptional() @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER) lander_member_id?: number;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => TrackingDto) tracking?: TrackingDto;
}

export class SignupStepDto {
  @IsOptional() @IsString() @MaxLength(1000) signup_message?: string;
  @IsOptional() @IsIn(GENDERS) gender?: Gender;
  @IsOptional() @IsIn(SEXUALITIES) sexuality?: Sexuality;
  /** GDPR art. 9: the explicit consent a sexuality needs (contracts CONSENT_REQUIRED_MESSAGE) */
  @IsOptional() @Equals(true) special_category_consent?: true;
  @IsOptional() @IsIn([...SUPPORTED_COUNTRIES], { message: 'country must be one of the countries the site serves' }) country?: string;
  @IsOptional() @IsString() @MaxLength(100) region?: string;
  @IsOptional() @IsString() @MaxLength(100) city?: string;
  @IsOptional() @IsString() @MaxLength(2000) about_me?: string;
}

export const SIGNUP_STEP_NAMES = SIGNUP_STEPS;

export class LanguageDto {
  @IsString() @Length(2, 5) language: string;
}

export class PushKeysDto {
  @IsString() @MaxLength(200) p256dh: string;
  @IsString() @MaxLength(200) auth: string;
}

export class PushSubscriptionBodyDto {
  @IsString() @MaxLength(1000) endpoint: string;
  @IsOptional() expirationTime?: number | null;
  @IsObject() @ValidateNested() @Type(() => PushKeysDto) keys: PushKeysDto;
}

export class PushDto {
  @IsObject() @ValidateNested() @Type(() => PushSubscriptionBodyDto) subscription: PushSubscriptionBodyDto;
}

/** The body of a password reset request and of an e-mail change. */
export class EmailDto implements PasswordResetRequest, EmailChangeRequest {
  @IsString() @MaxLength(254) email: string;
}

export class TokenDto implements TokenRequest {
  @IsString() @MaxLength(200) token: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @IsString() @MaxLength(200) token: string;
  @IsString() @MaxLength(200) password: string;
  @IsString() @MaxLength(200) password_repeat: string;
}

export class PasswordChangeDto implements PasswordChangeRequest {
  @IsString() @MaxLength(200) old_password: string;
  @IsString() @MaxLength(200) password: string;
  @IsString() @MaxLength(200) password_repeat: string;
}

export class NotificationPreferencesDto implements NotificationPreferences {
  @IsBoolean() messages: boolean;
  @IsBoolean() likes: boolean;
  @IsBoolean() matches: boolean;
  @IsBoolean() newsletter: boolean;
}

export class DisableNotificationsDto {
  @IsIn([...NOTIFICATION_DISABLE_REASONS]) reason: (typeof NOTIFICATION_DISABLE_REASONS)[number];
  /** for operator calls (bounce and spam reports); a member unsubscribing is known by the session */
  @IsOptional() @IsEmail() email?: string;
}

/** The page-hidden beacon's body is empty JSON: any field is refused. */
export class PageHiddenDto {}

export class DeleteAccountDto {
  @IsOptional() @IsString() @MaxLength(200) password?: string;
}
