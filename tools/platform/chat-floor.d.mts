export interface ChatFloor {
  url: string;
  pid: number;
  database: string;
  stop(): Promise<void>;
}
export declare function startChatFloor(options: { serverUrl: string }): Promise<ChatFloor>;
