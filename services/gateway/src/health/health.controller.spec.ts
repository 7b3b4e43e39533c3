import { SERVICES } from '@rendezvous/contracts';
import { listedHealthCall } from './health.controller';

describe("the gateway's health of the services", () => {
  it("asks each listed service at the health path the platform's list gives it", () => {
    for (const { name, healthPath } of SERVICES) expect(listedHealthCall(name).path()).toBe(healthPath);
  });

  it('keeps the health call of contracts for everything but the path', () => {
    const call = listedHealthCall(SERVICES[0].name);
    expect(call).toMatchObject({ service: SERVICES[0].name, method: 'GET', body: undefined });
    expect(call.answer.parse({ status: 'ok', service: SERVICES[0].name, database: 'up' })).toMatchObject({ status: 'ok' });
  });
});
