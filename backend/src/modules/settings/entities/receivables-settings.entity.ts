import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../../common/database/columns';
import type { ReceivablesSettings } from '../receivables-settings';

/** The one row of receivables settings (terms, dunning, base rate, bank, DATEV); absent until first saved. */
@Entity('receivables_settings')
@Check('ck_receivables_settings_single_row', `"id" = 1`)
export class ReceivablesSettingsRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'jsonb' })
  settings: ReceivablesSettings;

  @UpdatedAt()
  updatedAt: Date;
}
