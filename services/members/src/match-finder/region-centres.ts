import { regionsCall } from '@rendezvous/contracts/internal';
import { InternalClient } from '@rendezvous/nest-kit';
import { Injectable, Logger } from '@nestjs/common';

type Centre = { lat: number; lon: number };

/** Great-circle distance in kilometres. */
export function distanceKm(a: Centre, b: Centre): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The centres of the regions members live in, from the site service (regions.php), asked once:
 * the regions of the world do not change while a process runs. Without an answer, distances are
 * unknown (null) and the finder ranks by shared interests alone.
 */
@Injectable()
export class RegionCentres {
  private readonly logger = new Logger(RegionCentres.name);
  private centres: Promise<Map<string, Centre>> | null = null;

  constructor(private readonly internal: InternalClient) {}

  private load(): Promise<Map<string, Centre>> {
    this.centres ??= this.internal
      .call(regionsCall, {})
      .then((byCountry) => {
        const map = new Map<string, Centre>();
        for (const [country, { regions }] of Object.entries(byCountry)) {
          for (const region of regions) map.set(`${country}:${region.name}`, { lat: region.lat, lon: region.lon });
        }
        return map;
      })
      .catch((error: unknown) => {
        this.logger.warn(`region centres unavailable: ${(error as Error).message}`);
        this.centres = null;
        return new Map<string, Centre>();
      });
    return this.centres;
  }

  /** A function from (country, region) to its centre, or null when either is unknown. */
  async lookup(): Promise<(country: string | null, region: string | null) => Centre | null> {
    const centres = await this.load();
    return (country, region) => (country && region ? (centres.get(`${country}:${region}`) ?? null) : null);
  }
}
