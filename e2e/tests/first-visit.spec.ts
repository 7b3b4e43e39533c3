import { measureFirstVisit, measureSwitch, reportFirstVisit } from '@rendezvous/platform-tools/first-visit-bench';
import { expect, PREMIUM_MEMBER, test } from './fixtures';

// The first-visit benchmark at its smoke size (issue 13; full size: node bench/first-visit.mjs): one
// unthrottled visit to `/` with an empty cache, measured on the wire as the browser received it.

test('a first visit to / downloads its scripts compressed (brotli), and the measurement works end to end', async ({ browser, baseURL }) => {
  const result = await measureFirstVisit({ browser, baseUrl: new URL(baseURL ?? '').origin, path: '/' });
  console.log(reportFirstVisit([result]));
  expect(result.jsFiles).toBeGreaterThan(3);
  // Every script worth compressing came as its brotli twin; what is left plain is under 1 KB on the wire.
  for (const script of result.scripts) {
    if (script.encoding !== 'br') expect({ ...script, bytes: script.bytes < 2_000 }).toEqual({ ...script, bytes: true });
  }
  expect(result.jsEncodings.br).toBeGreaterThan(3);
  expect(result.allBytes).toBeGreaterThan(result.jsBytes);
  expect(result.lcpMs).toBeGreaterThan(0);
});

test('switching from /members to /chats and back is measured from the click to the painted heading', async ({ browser, baseURL }) => {
  const times = await measureSwitch({ browser, baseUrl: new URL(baseURL ?? '').origin, member: PREMIUM_MEMBER, rounds: 2 });
  console.log(`/members → /chats: ${times.join(', ')} ms`);
  expect(times).toHaveLength(2);
  for (const ms of times) expect(ms).toBeGreaterThan(0);
});
