import { DISCOUNT_VALIDITIES, type DiscountValidity, PAYMENT_METHOD_IDS, SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { ArrayNotEmpty, IsArray, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';

/** POST /api/payments/admin/discount-codes: an operator's code, in the spec's field names. */
export class CreateDiscountCodeDto {
  @Matches(/^[A-Za-z0-9-]{3,40}$/, { message: 'code must be 3 to 40 letters, digits or dashes' }) code: string;
  @IsNumber({ maxDecimalPlaces: 2 }) @Min(0.01) @Max(100) value_percentage: number;
  @IsIn(DISCOUNT_VALIDITIES) validity: DiscountValidity;
  @IsOptional() @IsIn(SUPPORTED_COUNTRIES) country?: string;
  @IsOptional() @IsIn(['EUR', 'CHF', 'DKK', 'GBP', 'NOK', 'PLN', 'SEK', 'USD']) currency?: string;
  @IsOptional() @IsInt() @Min(0) minimum_order_value?: number;
  @IsOptional() @IsISO8601({ strict: true }) expires?: string;
  @IsOptional() @IsInt() @Min(1) user_id?: number;
  @IsOptional() @IsArray() @ArrayNotEmpty() @IsIn(PAYMENT_METHOD_IDS, { each: true }) paymentmethods?: string[];
  @IsOptional() @IsIn(['active', 'inactive']) status?: 'active' | 'inactive';
}
