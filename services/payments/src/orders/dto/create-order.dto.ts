import { type CreateOrderRequest, PAYMENT_METHOD_IDS, type PaymentMethodId, SUPPORTED_LANGUAGES } from '@rendezvous/contracts';
import { Equals, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /api/credits/orders: what the member chose; every amount is the server's. */
export class CreateOrderDto implements CreateOrderRequest {
  @IsInt() @Min(1) @Max(1_000) bundle_id: number;
  @IsIn(PAYMENT_METHOD_IDS) method: PaymentMethodId;
  /** the checkbox of the order overview: immediate delivery, and the 14-day withdrawal right given up */
  @Equals(true, { message: 'Please agree to the immediate delivery of your credits.' }) consent: true;
  /** the language of the provider's checkout page */
  @IsOptional() @IsIn(SUPPORTED_LANGUAGES) locale?: string;
  /** a code the member entered; without one an eligible member gets the welcome discount */
  @IsOptional() @IsString() @MaxLength(40) discount_code?: string;
}
