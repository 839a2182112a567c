import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { Timestamp } from '../../../common/database/columns';
import { DealerProfile } from './dealer-profile.entity';

export enum DealerDocumentKind {
  BusinessRegistration = 'business-registration',
  TradeRegister = 'trade-register',
  TaxCertificate = 'tax-certificate',
}

/**
 * A private business document in the dealer-documents bucket. The spec's *_url columns become this
 * table: a private object has a generated key, never a public URL (DECISIONS.md "Files").
 */
@Entity('dealer_documents')
@Index('uq_dealer_documents_kind', ['dealerProfileId', 'kind'], { unique: true })
export class DealerDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  dealerProfileId: string;

  @ManyToOne(() => DealerProfile, (profile) => profile.documents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dealer_profile_id' })
  dealerProfile: Relation<DealerProfile>;

  @Column({ type: 'enum', enum: DealerDocumentKind, enumName: 'dealer_document_kind' })
  kind: DealerDocumentKind;

  @Column({ type: 'varchar', length: 255 })
  objectKey: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Timestamp({ default: () => 'now()' })
  uploadedAt: Date;
}
