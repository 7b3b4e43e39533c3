import { clearReferenceData, loadedReferenceData, loadReferenceData } from './reference-data';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const REGIONS = { NL: { country: 'NL', region_type: 'province', regions: [{ code: 'NH', name: 'Noord-Holland' }] } };

describe('reference data (spec 7: loaded once, then cached)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    clearReferenceData();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks the gateway once per page, however many areas want the list, also at the same moment', async () => {
    fetchMock.mockImplementation(async () => answer(200, REGIONS));
    expect(loadedReferenceData('regions')).toBeUndefined();
    const [first, second] = await Promise.all([loadReferenceData('regions'), loadReferenceData('regions')]);
    const third = await loadReferenceData('regions');
    expect(first).toEqual(REGIONS);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/regions.php');
    expect(loadedReferenceData('regions')).toBe(first);
  });

  it('keeps each list apart', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      answer(200, String(url).includes('interests') ? [{ id: 1, name: 'Music', icon: 'music' }] : { name: 'Rendezvous B.V.' }),
    );
    await expect(loadReferenceData('interests')).resolves.toEqual([{ id: 1, name: 'Music', icon: 'music' }]);
    await expect(loadReferenceData('companyInfo')).resolves.toEqual({ name: 'Rendezvous B.V.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(answer(404, { code: 'NOT_FOUND', message: 'gone' }));
      await expect(loadReferenceData('interests')).rejects.toThrow();
      expect(loadedReferenceData('interests')).toBeUndefined();
      fetchMock.mockResolvedValue(answer(200, []));
      await expect(loadReferenceData('interests')).resolves.toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
