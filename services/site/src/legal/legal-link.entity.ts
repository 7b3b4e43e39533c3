import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A {token} link (spec 2) as mailed to members: an unguessable path that opens one legal page.
 * Tokens are issued by an operator call and never reused; a token no row holds is the 404 page.
 */
@Entity({ name: 'legal_links' })
export class LegalLink {
  @PrimaryColumn({ type: 'text' }) token: string;
  @Column({ type: 'text' }) page: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
