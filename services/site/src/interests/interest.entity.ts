import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'interests' })
export class Interest {
  @PrimaryColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  name: string;

  /** icon id the front end maps to an icon, e.g. "video-games" */
  @Column({ type: 'text' })
  icon: string;
}
