import type { GeocodeResult } from '@rendezvous/contracts';
import { City, State } from 'country-state-city';
import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';

/** Beyond this distance from the nearest known city we cannot tell where someone is. */
export const MAX_DISTANCE_KM = 40;
const CELL_DEGREES = 1;

interface Place {
  lat: number;
  lon: number;
  city: string;
  region: string;
  country: string;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

/**
 * Reverse geocoding from the offline city data set of the supported countries: a 1-degree grid
 * index, then the nearest city in the 3x3 cells around the point.
 */
export class Geocoder {
  private readonly grid = new Map<string, Place[]>();

  constructor(countries: readonly string[] = SUPPORTED_COUNTRIES) {
    for (const country of countries) {
      const regionNames = new Map(State.getStatesOfCountry(country).map((state) => [state.isoCode, state.name]));
      for (const city of City.getCitiesOfCountry(country) ?? []) {
        const lat = Number(city.latitude);
        const lon = Number(city.longitude);
        if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
        const place = { lat, lon, city: city.name, region: regionNames.get(city.stateCode) ?? '', country };
        const key = cellKey(lat, lon);
        const cell = this.grid.get(key);
        if (cell) cell.push(place);
        else this.grid.set(key, [place]);
      }
    }
  }

  lookup(lat: number, lon: number): GeocodeResult | false {
    let best: Place | null = null;
    let bestKm = Infinity;
    const baseLat = Math.floor(lat / CELL_DEGREES);
    const baseLon = Math.floor(lon / CELL_DEGREES);
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const place of this.grid.get(`${baseLat + dy}:${baseLon + dx}`) ?? []) {
          const km = haversineKm(lat, lon, place.lat, place.lon);
          if (km < bestKm) {
            best = place;
            bestKm = km;
          }
        }
      }
    }
    if (!best || bestKm > MAX_DISTANCE_KM) return false;
    return { country: best.country, region: best.region, city: best.city };
  }
}
