import type { SiteSettings } from '@rendezvous/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Settings stored per site; `domain`, `language` and derived fields are computed per request. */
export type StoredSettings = Omit<SiteSettings, 'domain' | 'language' | 'geoip_country' | 'geoip_selected_country'>;

@Entity({ name: 'sites' })
export class Site {
  @PrimaryGeneratedColumn()
  id: number;

  /** host name without port, e.g. localhost or example.nl */
  @Column({ type: 'text', unique: true })
  domain: string;

  /** the site answering for hosts no site claims */
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ name: 'domain_language', type: 'text', nullable: true })
  domainLanguage: string | null;

  @Column({ type: 'jsonb' })
  settings: StoredSettings;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
