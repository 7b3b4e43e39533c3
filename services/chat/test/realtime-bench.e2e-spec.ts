import { measureChatRealtime, removeChatMembers, reportChatRealtime, seedChatMembers } from '@rendezvous/platform-tools/chat-realtime-bench';
import { baseUrl } from '@rendezvous/test-kit';

// The smoke size of bench/chat-realtime.mjs, so the benchmark never rots: 60 sockets through the
// gateway, 20 messages a second for 2 s. Every message must arrive; the latency goal is the full
// size's (npm run bench), not checked here on a machine busy with the other tests.
describe('chat realtime benchmark (smoke size)', () => {
  it('delivers every message sent through the gateway to the recipient’s socket, and measures latency and memory', async () => {
    const serverUrl = process.env.RDV_SERVER_URL ?? '';
    const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
    const members = await seedChatMembers({ serverUrl, databases, count: 60 });
    try {
      const chatPort = Number(new URL((JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as { chat: string }).chat).port);
      const result = await measureChatRealtime({ gatewayUrl: baseUrl(), members, rate: 20, durationSec: 2, chatPort });
      console.log(reportChatRealtime(result));
      expect(result).toMatchObject({ sockets: 60, sent: 40, failed: 0, lost: 0, received: 40 });
      expect(result.p50).toBeGreaterThan(0);
      expect(result.p99).toBeGreaterThanOrEqual(result.p50);
      expect(result.rssAfter).toEqual(expect.any(Number));
    } finally {
      await removeChatMembers({ serverUrl, databases, members });
    }
  }, 60_000);
});
