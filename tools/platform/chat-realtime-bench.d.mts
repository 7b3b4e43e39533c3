import type { CpuMeter, CpuWindow } from './proc-cpu.mjs';

export declare const GOALS: { p99Ms: number; rate: number; sockets: number };
export interface BenchMember {
  id: number;
  cookie: string;
}
export interface ChatRealtimeResult {
  /** 'the gateway' (the platform) or 'the floor server' */
  target: string;
  sockets: number;
  sent: number;
  rate: number;
  failed: number;
  received: number;
  lost: number;
  p50: number;
  p99: number;
  max: number;
  sendP50: number;
  sendP99: number;
  rssBefore: number | null;
  rssAfter: number | null;
  perSocketBytes: number | null;
  /** the seconds of the run (from 0) in which some message took longer than the goal */
  slowSeconds: number[];
  /** CPU used in the measured window, per process (null without a meter) */
  cpu: CpuWindow | null;
  ok: boolean;
}
export declare function seedChatMembers(options: { serverUrl: string; databases: Record<string, string>; count: number }): Promise<BenchMember[]>;
export declare function removeChatMembers(options: { serverUrl: string; databases: Record<string, string>; members: BenchMember[] }): Promise<void>;
export declare function chatServiceRss(port: number): number | null;
export declare function measureChatRealtime(options: {
  gatewayUrl?: string;
  floorUrl?: string;
  floorPid?: number;
  members: Array<{ id: number; cookie?: string }>;
  rate: number;
  durationSec: number;
  chatPort?: number;
  warmupSec?: number;
  cpuMeter?: CpuMeter;
  /** 'socket' (as the site sends) or 'post' (POST /api/chat/messages through the gateway) */
  sendOver?: 'socket' | 'post';
  /** sockets straight to these chat instances in turn, with tickets (production's ingress); without, through the gateway's pipe */
  chatUrls?: string[] | null;
}): Promise<ChatRealtimeResult>;
export declare function reportChatRealtime(result: ChatRealtimeResult): string;
export declare function reportAgainstFloor(platform: ChatRealtimeResult, floor: ChatRealtimeResult): string;
