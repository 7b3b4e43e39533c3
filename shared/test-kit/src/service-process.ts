import { startServiceInstance } from './instances';

/**
 * Boots a second instance of a built service against the run's database (as a restart would) and
 * stops it once it is healthy: for checking that migrations and seeds are idempotent.
 */
export async function bootServiceAgain(service: string, extraEnv: Record<string, string> = {}): Promise<void> {
  const instance = await startServiceInstance(service, { SEED_DEMO_DATA: 'true', ...extraEnv });
  await instance.stop();
}
