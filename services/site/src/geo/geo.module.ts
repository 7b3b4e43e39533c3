import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller';
import { Geocoder } from './geocoder';

/**
 * Regions, reverse geocoding and country maps (regions.php, geocode.php, map.php). No table: the data
 * ships with the service (city data set, curated regions, Natural Earth outlines), so no repository.
 */
@Module({
  controllers: [GeoController],
  // Built once at start: the grid index of every supported country's cities.
  providers: [{ provide: Geocoder, useFactory: () => new Geocoder() }],
})
export class GeoModule {}
