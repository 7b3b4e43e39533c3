import { Module } from '@nestjs/common';
import { DemoSeed } from './demo-seed';

/** The demo people's premium memberships and starting credits, seeded at start when SEED_DEMO_DATA is on (npm start). */
@Module({ providers: [DemoSeed] })
export class DemoSeedModule {}
