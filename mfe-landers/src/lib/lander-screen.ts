import type { ComponentType } from 'react';
import type { LanderData } from './lander-data';

/** What every screen of this remote gets: its data (server-rendered or fetched) and the path's params. */
export interface LanderScreenProps {
  data: LanderData;
  params: Record<string, string>;
}

/** A screen's module: the component, and its CSS as text in the server build (inlined with the HTML). */
export interface LanderScreenModule {
  default: ComponentType<LanderScreenProps>;
  css?: unknown;
}
