import { PAYMENTS_ERROR_CODES, SUPPORTED_COUNTRIES, type SupportedCountry } from '@rendezvous/contracts';
import { ownProfileCall } from '@rendezvous/contracts/internal';
import { AppError, InternalClient } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';

/**
 * The buyer's country decides currency, VAT and the methods offered. Members owns it (the profile's
 * country), so it is asked each time: a member who moves pays in the new country at once.
 */
@Injectable()
export class BuyerCountry {
  constructor(private readonly internal: InternalClient) {}

  async of(memberId: number): Promise<SupportedCountry> {
    const profile = await this.internal.call(ownProfileCall, { params: { id: memberId } });
    const country = profile.country?.toUpperCase();
    if (!country || !(SUPPORTED_COUNTRIES as readonly string[]).includes(country)) {
      throw new AppError(409, PAYMENTS_ERROR_CODES.countryUnknown, 'Please choose your country in your profile before you buy credits.');
    }
    return country as SupportedCountry;
  }
}
