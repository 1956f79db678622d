import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Gapless invoice numbering: one row per year. Use the SQL function
 * `next_invoice_sequence(year)` (upsert + increment, row-locked until commit)
 * in the same transaction that inserts the invoice.
 */
@Entity({ name: 'invoice_counters' })
@Check('ck_invoice_counters_last_value', `last_value >= 0`)
export class InvoiceCounter {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_invoice_counters' })
  year: number;

  @Column({ name: 'last_value', type: 'integer', default: 0 })
  lastValue: number;
}
