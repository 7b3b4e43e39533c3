import type { PhotoStatus } from '@rendezvous/contracts';
import { bigintId } from '@rendezvous/nest-kit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'photos' })
export class Photo {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'profile_id', type: 'bigint', transformer: bigintId })
  profileId: number;

  /** the full size's file name in the photo storage (@rendezvous/nest-kit/photos); served at /photos/<filename> */
  @Column({ type: 'text' })
  filename: string;

  @Column({ name: 'thumb_filename', type: 'text' })
  thumbFilename: string;

  /** the match modal's square size */
  @Column({ name: 'match_filename', type: 'text' })
  matchFilename: string;

  /** the only file of a locked photo that leaves the server (spec 6) */
  @Column({ name: 'blurred_filename', type: 'text' })
  blurredFilename: string;

  @Column({ type: 'text', default: 'being_inspected' })
  status: PhotoStatus;

  /** the profile's main image; at most one per profile (partial unique index) */
  @Column({ name: 'is_main', type: 'boolean', default: false })
  isMain: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
