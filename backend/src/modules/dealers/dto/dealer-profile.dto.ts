import { ApiProperty } from '@nestjs/swagger';
import { DealerDocument, DealerDocumentKind } from '../entities/dealer-document.entity';
import { DealerProfile } from '../entities/dealer-profile.entity';
import { dealerStatusOf, DealerStatus } from '../dealer-status';

export class DealerDocumentDto {
  @ApiProperty({ enum: DealerDocumentKind, enumName: 'DealerDocumentKind' })
  kind: DealerDocumentKind;

  @ApiProperty({ description: 'Dateiname, wie er hochgeladen wurde' })
  fileName: string;

  @ApiProperty()
  sizeBytes: number;

  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
}

/** A dealer's profile as the dealer (GET /api/dealers/me) and the administration see it. */
export class DealerProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'E-Mail des Hauptkontakts der Firma (ein Inhaber), nicht unbedingt der anfragenden Person (die steht in GET /api/auth/me)' })
  email: string;

  @ApiProperty({ description: 'Hat der Hauptkontakt seine E-Mail-Adresse bestätigt?' })
  emailConfirmed: boolean;

  @ApiProperty()
  companyName: string;

  @ApiProperty()
  contactPerson: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty()
  ustId: string;

  @ApiProperty({ type: String, nullable: true })
  taxNumber: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  postalCode: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ enum: DealerStatus, enumName: 'DealerStatus' })
  status: DealerStatus;

  @ApiProperty({ description: 'Rabatt in Prozent (0–50)' })
  discountLevel: number;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  approvedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  rejectedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  documentsUploadedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: DealerDocumentDto, isArray: true })
  documents: DealerDocumentDto[];
}

const KIND_ORDER = Object.values(DealerDocumentKind);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toDealerDocumentDto(document: DealerDocument): DealerDocumentDto {
  return { kind: document.kind, fileName: document.originalName, sizeBytes: document.sizeBytes, uploadedAt: document.uploadedAt.toISOString() };
}

/** Needs `user` and `documents` loaded; object keys and the user's secrets never leave the server. */
export function toDealerProfileDto(profile: DealerProfile): DealerProfileDto {
  const status = dealerStatusOf(profile);
  return {
    id: profile.id,
    email: profile.user.email,
    emailConfirmed: profile.user.emailConfirmedAt !== null,
    companyName: profile.companyName,
    contactPerson: profile.contactPerson,
    phone: profile.phone,
    ustId: profile.ustId,
    taxNumber: profile.taxNumber,
    address: profile.address,
    postalCode: profile.postalCode,
    city: profile.city,
    status,
    discountLevel: profile.discountLevel,
    rejectionReason: status === DealerStatus.Rejected ? profile.rejectionReason : null,
    approvedAt: iso(profile.approvedAt),
    rejectedAt: iso(profile.rejectedAt),
    documentsUploadedAt: iso(profile.documentsUploadedAt),
    createdAt: profile.createdAt.toISOString(),
    documents: [...(profile.documents ?? [])]
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      .map(toDealerDocumentDto),
  };
}
