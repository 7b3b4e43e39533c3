import { IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** POST /api/credits/repeat-order: a bundle, paid with one of the member's stored methods. */
export class RepeatOrderDto {
  @IsInt() @Min(1) @Max(1_000) bundle_id: number;
  /** a Mollie mandate (mdt_…) or a Stripe saved card (pm_…) */
  @IsString() @Matches(/^(mdt|pm)_[A-Za-z0-9]{4,40}$/) mandate_id: string;
}
