export declare const GOALS: { p99Ms: number; rate: number; sockets: number };
export interface BenchMember {
  id: number;
  cookie: string;
}
export interface ChatRealtimeResult {
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
  ok: boolean;
}
export declare function seedChatMembers(options: { serverUrl: string; databases: Record<string, string>; count: number }): Promise<BenchMember[]>;
export declare function removeChatMembers(options: { serverUrl: string; databases: Record<string, string>; members: BenchMember[] }): Promise<void>;
export declare function chatServiceRss(port: number): number | null;
export declare function measureChatRealtime(options: { gatewayUrl: string; members: BenchMember[]; rate: number; durationSec: number; chatPort?: number; warmupSec?: number }): Promise<ChatRealtimeResult>;
export declare function reportChatRealtime(result: ChatRealtimeResult): string;
