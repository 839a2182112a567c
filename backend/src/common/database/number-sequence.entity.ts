import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Per-year counters for human-readable numbers (orders, tickets), incremented under a row lock. */
@Entity('number_sequences')
export class NumberSequence {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @PrimaryColumn({ type: 'int' })
  year: number;

  @Column({ type: 'int', default: 0 })
  lastValue: number;
}
