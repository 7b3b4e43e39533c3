import type { CountryMap, SupportedCountry } from '@rendezvous/contracts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { regionsOf } from './first-level-regions';

/** ISO 3166 numeric codes: how Natural Earth (world-atlas) names the supported countries. */
const NUMERIC: Record<SupportedCountry, string> = {
  AT: '040',
  BE: '056',
  CH: '756',
  DE: '276',
  DK: '208',
  ES: '724',
  FI: '246',
  FR: '250',
  GB: '826',
  IE: '372',
  IT: '380',
  NL: '528',
  NO: '578',
  PL: '616',
  SE: '752',
  US: '840',
};

/** the drawing's width; its height follows the country's shape */
export const MAP_WIDTH = 400;
/** Parts of a country further than this from its largest part are left off (overseas territories, Alaska, Svalbard). */
const MAX_PART_DISTANCE_DEGREES = 12;
/** Parts smaller than this share of the largest part are left off (specks of islands the eye does not miss). */
const MIN_PART_SHARE = 0.002;

type Ring = Array<[number, number]>;
type Polygon = Ring[];

const ringArea = (ring: Ring) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length];
      return sum + x1 * y2 - x2 * y1;
    }, 0),
  ) / 2;
const ringCentre = (ring: Ring): [number, number] => [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];

let topology: Topology | null = null;
function countries(): Topology {
  // 50 m scale: enough detail for a 400-pixel drawing, 0.7 MB read once, on the first map asked for.
  topology ??= require('world-atlas/countries-50m.json') as Topology;
  return topology;
}

/**
 * A supported country's outline and its regions' centres, drawn from the shipped Natural Earth data in
 * an equirectangular projection corrected for the country's latitude (shapes look right at the scale of
 * one country), fitted to MAP_WIDTH. The maplanding puts members on it by their region; no map service.
 */
export function drawCountryMap(country: SupportedCountry): CountryMap {
  const world = countries();
  // Only this country's geometry is turned into coordinates, not the whole world's.
  const object = (world.objects.countries as GeometryCollection).geometries.find((candidate) => candidate.id === NUMERIC[country]);
  const shape = object ? feature(world, object) : null;
  const geometry = shape && shape.type === 'Feature' ? shape.geometry : null;
  if (!geometry) throw new Error(`no outline for ${country}`);
  const polygons: Polygon[] =
    geometry.type === 'Polygon' ? [geometry.coordinates as Polygon] : geometry.type === 'MultiPolygon' ? (geometry.coordinates as Polygon[]) : [];
  const largest = polygons.reduce((best, polygon) => (ringArea(polygon[0]) > ringArea(best[0]) ? polygon : best));
  const [cx, cy] = ringCentre(largest[0]);
  const kept = polygons.filter((polygon) => {
    const [x, y] = ringCentre(polygon[0]);
    return Math.hypot(x - cx, y - cy) <= MAX_PART_DISTANCE_DEGREES && ringArea(polygon[0]) >= ringArea(largest[0]) * MIN_PART_SHARE;
  });
  const points = kept.flatMap((polygon) => polygon[0]);
  const [minLon, maxLon] = [Math.min(...points.map((p) => p[0])), Math.max(...points.map((p) => p[0]))];
  const [minLat, maxLat] = [Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[1]))];
  const xScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = MAP_WIDTH / ((maxLon - minLon) * xScale);
  const height = Math.round((maxLat - minLat) * scale);
  const project = (lon: number, lat: number): [number, number] => [
    Math.round((lon - minLon) * xScale * scale * 10) / 10,
    Math.round((maxLat - lat) * scale * 10) / 10,
  ];
  const outline = kept.flatMap((polygon) => polygon.map((ring) => `M${ring.map(([lon, lat]) => project(lon, lat).join(' ')).join('L')}Z`)).join('');
  const regions = regionsOf(country)
    .filter((region) => region.lon >= minLon && region.lon <= maxLon && region.lat >= minLat && region.lat <= maxLat)
    .map((region) => {
      const [x, y] = project(region.lon, region.lat);
      return { name: region.name, x, y };
    });
  return { country, width: MAP_WIDTH, height, outline, regions };
}

const drawn = new Map<SupportedCountry, CountryMap>();
/** drawCountryMap, once per country */
export function countryMap(country: SupportedCountry): CountryMap {
  let map = drawn.get(country);
  if (!map) drawn.set(country, (map = drawCountryMap(country)));
  return map;
}
