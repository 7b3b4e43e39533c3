import { Module } from '@nestjs/common';
import { DemoSeed } from './demo-seed';

/** The demo members, photos and likes (SEED_DEMO_DATA), written at boot once the migrations ran. */
@Module({
  providers: [DemoSeed],
})
export class SeedModule {}
