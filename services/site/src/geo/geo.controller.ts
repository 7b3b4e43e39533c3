import { SUPPORTED_COUNTRIES, type CountryMap, type CountryRegions, type GeocodeResult, type SupportedCountry } from '@rendezvous/contracts';
import { fieldErrors } from '@rendezvous/nest-kit';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PUBLIC_REFERENCE_DATA } from '../cache-control';
import { GeocodeQueryDto } from './dto/geocode-query.dto';
import { countryMap } from './country-map';
import { Geocoder } from './geocoder';
import { regionsByCountry } from './regions';

@ApiTags('site')
@Controller('api')
export class GeoController {
  constructor(private readonly geocoder: Geocoder) {}

  /** Regions per supported country, with the country's own word for a region. */
  @Get('regions.php')
  @Header('Cache-Control', PUBLIC_REFERENCE_DATA)
  regions(): Record<string, CountryRegions> {
    return regionsByCountry();
  }

  /** Country, region and city for a point, or false when it cannot tell (spec section 7). */
  @Get('geocode.php')
  geocode(@Query() { lat, lon }: GeocodeQueryDto): GeocodeResult | false {
    return this.geocoder.lookup(lat, lon);
  }

  /** A supported country drawn from shipped map data, with its regions' points (the maplanding; no map service). */
  @Get('map.php')
  @Header('Cache-Control', PUBLIC_REFERENCE_DATA)
  map(@Query('country') country?: unknown): CountryMap {
    if (!(SUPPORTED_COUNTRIES as readonly unknown[]).includes(country)) throw fieldErrors({ country: [`country is one of ${SUPPORTED_COUNTRIES.join(', ')}.`] });
    return countryMap(country as SupportedCountry);
  }
}
