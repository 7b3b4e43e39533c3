import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { SERVICES, type ServiceName } from '@rendezvous/contracts';
import type { InternalService } from '@rendezvous/contracts/internal';
import { InternalClient } from './internal-calls';
import { ADMIN_TOKEN, INTERNAL_TOKEN } from './internal-token.guard';

/** What every service's settings carry that its config module hands on. */
export interface ServiceConfigBase {
  INTERNAL_TOKEN: string;
  ADMIN_TOKEN?: string;
  GATEWAY_URL?: string;
}

export interface ServiceConfigOptions {
  /**
   * The service itself, when it calls its peers: the one InternalClient (peers' calls and the outbox's deliveries)
   * reaches the services platform-units.ts says it `calls`, and the gateway when its settings name GATEWAY_URL.
   */
  caller?: ServiceName;
}

/** The peers' base URLs a service's settings carry (`MEMBERS_URL`, …), by the names its internal calls use. */
export function peerUrls(caller: ServiceName, config: object): Partial<Record<InternalService, string>> {
  const settings = config as Record<string, unknown>;
  const unit = SERVICES.find(({ name }) => name === caller);
  if (!unit) throw new Error(`${caller} is not a service of platform-units.ts`);
  const urls: Partial<Record<InternalService, string>> = {};
  for (const peer of SERVICES.filter(({ name }) => (unit.calls as readonly string[]).includes(name))) {
    const url = settings[peer.urlEnv];
    if (typeof url !== 'string') throw new Error(`${caller} calls ${peer.name}, but its settings have no ${peer.urlEnv}`);
    urls[peer.name] = url;
  }
  if (typeof settings.GATEWAY_URL === 'string') urls.gateway = settings.GATEWAY_URL;
  return urls;
}

/**
 * A service's config module, global so no resource module imports another for them: its settings under `token`, the
 * internal and admin guards' tokens (the admin one when the settings have it), and with `caller` the one InternalClient.
 *
 *   @Module({})
 *   export class ChatConfigModule {
 *     static register(config: ChatConfig): DynamicModule {
 *       return serviceConfigModule(ChatConfigModule, CHAT_CONFIG, config, { caller: 'chat' });
 *     }
 *   }
 */
export function serviceConfigModule<C extends ServiceConfigBase>(
  module: Type,
  token: string | symbol,
  config: C,
  options: ServiceConfigOptions = {},
): DynamicModule {
  const providers: Array<Provider & { provide: string | symbol | Type }> = [
    { provide: token, useValue: config },
    { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
  ];
  if (config.ADMIN_TOKEN !== undefined) providers.push({ provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN });
  const { caller } = options;
  if (caller) {
    const urls = peerUrls(caller, config);
    providers.push({ provide: InternalClient, useFactory: () => new InternalClient({ urls, token: config.INTERNAL_TOKEN }) });
  }
  return { module, global: true, providers, exports: providers.map(({ provide }) => provide) };
}
