import { siteRoutes, type AnswerOf, type QueryOf } from '@rendezvous/contracts/routes';
import { ContractRoute, ZodQuery } from '@rendezvous/nest-kit';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PUBLIC_REFERENCE_DATA } from '../cache-control';
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
  @ContractRoute(siteRoutes.regions)
  regions(): AnswerOf<typeof siteRoutes.regions> {
    return regionsByCountry();
  }

  /** Country, region and city for a point, or false when it cannot tell (spec section 7). */
  @Get('geocode.php')
  @ContractRoute(siteRoutes.geocode)
  geocode(@Query(new ZodQuery(siteRoutes.geocode.query)) { lat, lon }: QueryOf<typeof siteRoutes.geocode>): AnswerOf<typeof siteRoutes.geocode> {
    return this.geocoder.lookup(lat, lon);
  }

  /** A supported country drawn from shipped map data, with its regions' points (the maplanding; no map service). */
  @Get('map.php')
  @Header('Cache-Control', PUBLIC_REFERENCE_DATA)
  @ContractRoute(siteRoutes.map)
  map(@Query(new ZodQuery(siteRoutes.map.query, { message: 'first-error' })) { country }: QueryOf<typeof siteRoutes.map>): AnswerOf<typeof siteRoutes.map> {
    return countryMap(country);
  }
}
