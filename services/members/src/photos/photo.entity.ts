import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/** New pictures are inspected before anyone else sees them (spec section 4). */
export type PhotoStatus = 'active' | 'being_inspected';

@Entity({ name: 'photos' })
export class Photo {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'profile_id', type: 'bigint', transformer: bigintId })
  profileId: number;

  /** path below PHOTO_DIR, e.g. "17/main.svg"; public at /photos/<filename> */
  @Column({ type: 'text' })
  filename: string;

  @Column({ name: 'thumb_filename', type: 'text' })
  thumbFilename: string;

  @Column({ type: 'text', default: 'being_inspected' })
  status: PhotoStatus;

  /** the profile's main image; at most one per profile (partial unique index) */
  @Column({ name: 'is_main', type: 'boolean', default: false })
  isMain: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
