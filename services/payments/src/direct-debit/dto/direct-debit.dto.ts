import type { DirectDebitRequest } from '@rendezvous/contracts';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

// Types and sizes only; the rules (IBAN, phone, required fields, consent) answer per field in the
// direct-debit service, in words a member understands.
export class DirectDebitDto implements Omit<DirectDebitRequest, 'consent'> {
  @IsInt() @Min(1) @Max(1_000) bundle_id: number;
  @IsString() @MaxLength(70) account_holder: string;
  @IsString() @MaxLength(50) iban: string;
  @IsString() @MaxLength(100) street: string;
  @IsString() @MaxLength(20) house_number: string;
  @IsString() @MaxLength(20) postal_code: string;
  @IsString() @MaxLength(100) city: string;
  @IsString() @MaxLength(30) mobile: string;
  @IsBoolean() consent: boolean;
  @IsOptional() @IsString() @MaxLength(40) discount_code?: string;
}

export class DirectDebitConfirmDto {
  @IsString() @MaxLength(12) code: string;
}
