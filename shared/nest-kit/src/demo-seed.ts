import { Inject, Injectable, Logger, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Every service's config carries this switch (on for `npm start`, off in production). */
export interface SeedsDemoData {
  SEED_DEMO_DATA: boolean;
}

/**
 * The provider that runs a service's demo seed once the app has booted, when SEED_DEMO_DATA is on.
 * The seed is idempotent and says what it added, e.g. "3 conversations and 6 messages added".
 */
export function demoSeedOnBoot<C extends SeedsDemoData>(
  configToken: string | symbol,
  seed: (dataSource: DataSource, config: C) => Promise<string>,
): Type<OnApplicationBootstrap> {
  @Injectable()
  class DemoSeed implements OnApplicationBootstrap {
    private readonly logger = new Logger(DemoSeed.name);

    constructor(
      @Inject(configToken) private readonly config: C,
      @Inject(DataSource) private readonly dataSource: DataSource,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      if (!this.config.SEED_DEMO_DATA) return;
      this.logger.log(`demo data: ${await seed(this.dataSource, this.config)}`);
    }
  }
  return DemoSeed;
}
