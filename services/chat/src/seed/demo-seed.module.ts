import { Module } from '@nestjs/common';
import { DemoSeed } from './demo-seed';

/** The demo accounts' conversations, seeded at start when SEED_DEMO_DATA is on (npm start). */
@Module({ providers: [DemoSeed] })
export class DemoSeedModule {}
