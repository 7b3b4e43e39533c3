import { startChatFloor } from '@rendezvous/platform-tools/chat-floor';
import {
  measureChatRealtime,
  removeChatMembers,
  reportAgainstFloor,
  reportChatRealtime,
  seedChatMembers,
} from '@rendezvous/platform-tools/chat-realtime-bench';
import { createCpuMeter, findPlatformProcesses } from '@rendezvous/platform-tools/proc-cpu';
import { baseUrl, startExtraGateway, startServiceInstance } from '@rendezvous/test-kit';

// The smoke size of bench/chat-realtime.mjs, so the benchmark never rots: 60 sockets straight to chat
// with tickets, as production's ingress routes them (ADR 0010), 20 messages a second for 2 s, with the CPU per
// message from /proc; then the same load on the floor (a bare socket.io server with one INSERT per message),
// and two chat instances with the sockets through the gateway's pipe. Every message must arrive; the
// latency goal and the figures are the full size's (npm run bench), not checked here on a machine
// busy with the other tests.
describe('chat realtime benchmark (smoke size)', () => {
  const serverUrl = process.env.RDV_SERVER_URL ?? '';
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const serviceUrls = JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>;

  it('delivers every message sent over sockets straight to chat to the recipient’s socket, and measures latency, memory and CPU, and the floor’s', async () => {
    const members = await seedChatMembers({ serverUrl, databases, count: 60 });
    const floor = await startChatFloor({ serverUrl });
    try {
      const chatPort = Number(new URL(serviceUrls.chat).port);
      const processes = findPlatformProcesses({ gatewayUrl: baseUrl(), serviceUrls });
      expect(processes.map(({ name }) => name)).toEqual(expect.arrayContaining(['gateway', 'chat']));
      const labels = Object.fromEntries(Object.entries(databases).map(([service, database]) => [database, service]));
      const cpuMeter = createCpuMeter({ processes, postgres: { serverUrl, databases: Object.values(databases), labels } });
      const result = await measureChatRealtime({ gatewayUrl: baseUrl(), chatUrls: [serviceUrls.chat], members, rate: 20, durationSec: 2, chatPort, cpuMeter });
      console.log(reportChatRealtime(result));
      expect(result).toMatchObject({ sockets: 60, sent: 40, failed: 0, lost: 0, received: 40 });
      expect(result.p50).toBeGreaterThan(0);
      expect(result.p99).toBeGreaterThanOrEqual(result.p50);
      expect(result.rssAfter).toEqual(expect.any(Number));
      expect(result.cpu?.perProcess.find(({ name }) => name === 'chat')?.ms).toBeGreaterThan(0);
      expect(result.cpu?.totalMs).toBeGreaterThan(0);
      // Postgres's share by database: chat stores every message, payments charges it.
      expect(result.cpu?.postgres?.byDatabase.chat).toBeGreaterThan(0);
      expect(result.cpu?.postgres?.byDatabase.payments).toBeGreaterThan(0);

      const floorMeter = createCpuMeter({ processes: [{ name: 'floor server', pid: floor.pid }], postgres: { serverUrl, databases: [floor.database] } });
      const onFloor = await measureChatRealtime({ floorUrl: floor.url, floorPid: floor.pid, members, rate: 20, durationSec: 2, cpuMeter: floorMeter });
      console.log(`${reportChatRealtime(onFloor)}\n${reportAgainstFloor(result, onFloor)}`);
      expect(onFloor).toMatchObject({ sockets: 60, sent: 40, failed: 0, lost: 0, received: 40 });
      expect(onFloor.cpu?.totalMs).toBeGreaterThan(0);
    } finally {
      await floor.stop();
      await removeChatMembers({ serverUrl, databases, members });
    }
  }, 60_000);

  it('measures two chat instances behind one gateway’s pipe the same way: every message arrives across them', async () => {
    const members = await seedChatMembers({ serverUrl, databases, count: 60 });
    const second = await startServiceInstance('chat');
    const gateway = await startExtraGateway({ CHAT_URLS: `${serviceUrls.chat},${second.url}` });
    try {
      const processes = [
        ...findPlatformProcesses({ serviceUrls }),
        { name: 'chat-2', pid: Number(second.process.pid) },
        { name: 'gateway (two instances)', pid: Number(gateway.process.pid) },
      ];
      const cpuMeter = createCpuMeter({ processes, postgres: { serverUrl, databases: Object.values(databases) } });
      const onTwo = await measureChatRealtime({ gatewayUrl: gateway.url, members, rate: 20, durationSec: 2, cpuMeter });
      console.log(reportChatRealtime(onTwo));
      expect(onTwo).toMatchObject({ sockets: 60, sent: 40, failed: 0, lost: 0, received: 40 });
      // Both instances held sockets and did work: the gateway spread the sockets over them.
      for (const name of ['chat', 'chat-2']) expect(onTwo.cpu?.perProcess.find((process) => process.name === name)?.ms).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
      await second.stop();
      await removeChatMembers({ serverUrl, databases, members });
    }
  }, 90_000);
});
