import type { CampaignLander, CampaignTarget } from '@rendezvous/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A lander's campaign on one site in one locale (issue 12): the words and images marketing sets,
 * read on every request of that lander. The key is (site, lander, slug, locale); slug '' is the design's default.
 */
@Entity({ name: 'campaigns' })
export class CampaignRow {
  @PrimaryColumn({ name: 'site_id', type: 'int' }) siteId: number;
  @PrimaryColumn({ type: 'text' }) lander: CampaignLander;
  @PrimaryColumn({ type: 'text' }) slug: string;
  @PrimaryColumn({ type: 'text' }) locale: string;
  @Column({ type: 'text' }) headline: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'jsonb' }) images: string[];
  @Column({ type: 'text' }) cta: string;
  @Column({ type: 'jsonb' }) target: CampaignTarget;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
