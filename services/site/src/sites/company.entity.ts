import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'companies' })
export class Company {
  @PrimaryColumn()
  id: number;

  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) address: string;
  @Column({ type: 'text' }) kvk: string;
  @Column({ type: 'text' }) city: string;
  @Column({ type: 'text' }) country: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) tradenames: string[];
  @Column({ name: 'vat_numbers', type: 'text', array: true, default: () => "'{}'" }) vatNumbers: string[];
  @Column({ name: 'support_phone', type: 'text' }) supportPhone: string;
  @Column({ name: 'delete_discount', type: 'integer', default: 0 }) deleteDiscount: number;
  @Column({ type: 'timestamptz' }) added: Date;
}
