import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { drawCountryMap, MAP_WIDTH } from './country-map';

describe('drawCountryMap', () => {
  it.each(SUPPORTED_COUNTRIES)('draws %s with its regions inside the drawing', (country) => {
    const map = drawCountryMap(country);
    expect(map.width).toBe(MAP_WIDTH);
    expect(map.height).toBeGreaterThan(100);
    expect(map.height).toBeLessThan(1200);
    expect(map.outline).toMatch(/^M[\d. L]+Z/);
    expect(map.regions.length).toBeGreaterThan(0);
    for (const region of map.regions) {
      expect(region.x).toBeGreaterThanOrEqual(0);
      expect(region.x).toBeLessThanOrEqual(map.width);
      expect(region.y).toBeGreaterThanOrEqual(0);
      expect(region.y).toBeLessThanOrEqual(map.height);
    }
  });

  it('leaves overseas parts off: the Netherlands without the Caribbean, the United States without Hawaii', () => {
    const nl = drawCountryMap('NL');
    expect(nl.regions.map((region) => region.name)).toEqual(expect.arrayContaining(['Drenthe', 'North Holland']));
    // mainland Netherlands is taller than wide at its latitude; with Bonaire in the box it would be a flat strip
    expect(nl.height).toBeGreaterThan(nl.width * 0.8);
    const us = drawCountryMap('US');
    expect(us.regions.map((region) => region.name)).not.toContain('Hawaii');
    expect(us.regions.map((region) => region.name)).toContain('Texas');
  });
});
