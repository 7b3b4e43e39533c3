// The platform's units, listed once (issue 33): the federated remotes and the domain services. Every
// other list derives from these two (route table, release store, monolith build, release CLI, launch,
// gateway config and routing, test platform); places that cannot import them (workflows, Dockerfiles,
// .env.example) are compared with them by tools/platform/platform-units.test.mjs.
// Plain data and no imports: browser code and TypeScript read the source, Node tools and webpack configs
// the built file (`require('@rendezvous/contracts/platform-units')`, after `nx build contracts`).

export interface RemoteUnit {
  /** Nx project and folder name, as routes, releases and the CDN name it */
  readonly name: string;
  /** its Module Federation container name (webpack config `name`, the manifest's `scope`) */
  readonly scope: string;
}

export interface ServiceUnit {
  /** folder under services/ and name in the gateway's routing, health and logs */
  readonly name: string;
  /** its port on a developer machine (`npm start`, .env.example, Dockerfile) */
  readonly port: number;
  /** the variable that carries its base URL to the gateway and to the services that call it */
  readonly urlEnv: string;
  /** its own database: `<prefix>_<database>` (rendezvous_identity under `npm start`) */
  readonly database: string;
  /** what answers 200 once it is ready (nest-kit HealthController) */
  readonly healthPath: string;
  /** the services it calls, so it is given their URLs */
  readonly calls: readonly string[];
}

/** The federated front ends the shell mounts, in the route table's order. */
export const REMOTES = [
  { name: 'mfe-landers', scope: 'mfe_landers' },
  { name: 'mfe-members', scope: 'mfe_members' },
  { name: 'mfe-chat', scope: 'mfe_chat' },
  { name: 'mfe-signup', scope: 'mfe_signup' },
  { name: 'mfe-payments', scope: 'mfe_payments' },
  { name: 'mfe-legal', scope: 'mfe_legal' },
] as const satisfies readonly RemoteUnit[];

/** The domain services behind the gateway, in the order of their documented ports (3101-3105). */
export const SERVICES = [
  // identity writes profiles (members) and reads site settings, among others
  { name: 'identity', port: 3101, urlEnv: 'IDENTITY_URL', database: 'identity', healthPath: '/health', calls: ['site', 'members', 'chat', 'payments'] },
  // chat tells members who shares a conversation with whom (cards of hidden members, issue 30)
  { name: 'members', port: 3102, urlEnv: 'MEMBERS_URL', database: 'members', healthPath: '/health', calls: ['site', 'identity', 'chat'] },
  { name: 'chat', port: 3103, urlEnv: 'CHAT_URL', database: 'chat', healthPath: '/health', calls: ['identity', 'members', 'payments', 'site'] },
  { name: 'payments', port: 3104, urlEnv: 'PAYMENTS_URL', database: 'payments', healthPath: '/health', calls: ['members', 'identity', 'site'] },
  // the complaints' mails are identity's to send (complaint.received, complaint.closed)
  { name: 'site', port: 3105, urlEnv: 'SITE_URL', database: 'site', healthPath: '/health', calls: ['identity'] },
] as const satisfies readonly ServiceUnit[];

export type RemoteName = (typeof REMOTES)[number]['name'];
export type ServiceName = (typeof SERVICES)[number]['name'];
export type ServiceUrlEnv = (typeof SERVICES)[number]['urlEnv'];
