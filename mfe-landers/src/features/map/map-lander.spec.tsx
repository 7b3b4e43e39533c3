import { screen, within } from '@testing-library/react';
import { MEMBERS, mockLanderApi, renderLanderAt, SMALL_MAP, teaserMember, useLanderSettings } from '../../testing/landers';
import { pinsOf } from './map-lander';

describe('/landers/maplanding', () => {
  beforeEach(useLanderSettings);

  it('draws the visitor’s country and puts members on their regions, the busiest regions listed', async () => {
    const api = mockLanderApi();
    const { container } = await renderLanderAt('/landers/maplanding');
    const map = await screen.findByRole('img', { name: 'Map with members by region' });
    expect(map.querySelector('path')).toHaveAttribute('d', SMALL_MAP.outline);
    // Eva has no region: on the list, not on the map
    expect(map.querySelectorAll('.rdv-map__pin')).toHaveLength(3);
    expect([...map.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Anna, 29 – Utrecht', 'Sara, 29 – Drenthe', 'Lotte, 29 – Utrecht']);
    const regions = screen.getByRole('list', { name: 'Regions with the most members' });
    expect(
      within(regions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Utrecht 2 online', 'Drenthe 1 online']);
    expect(api.calls()).toContain('GET /api/map.php');
    expect(container.querySelector('.rdv-map__members')).toHaveTextContent('Eva, 29');
  });

  it('spreads members of one region around its centre, the same way every time', () => {
    const pins = pinsOf(SMALL_MAP, [teaserMember(1, 'A'), teaserMember(2, 'B'), teaserMember(3, 'C', 'Atlantis')]);
    expect(pins).toHaveLength(2);
    expect(pins[0]).not.toEqual(expect.objectContaining({ x: pins[1].x, y: pins[1].y }));
    for (const pin of pins) expect(Math.hypot(pin.x - 180, pin.y - 260)).toBeLessThanOrEqual(20);
    expect(pinsOf(SMALL_MAP, MEMBERS)).toEqual(pinsOf(SMALL_MAP, MEMBERS));
  });
});
