import { HttpStatus, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import { Repository } from 'typeorm';
import { CompanyScope, companyScope } from '../../common/auth/company-scope';
import { AuthUser } from '../../common/auth/decorators';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { identifyFile } from '../../common/storage/file-structure';
import { StorageService } from '../../common/storage/storage.service';
import { DealerDocumentLinks } from './dealer-document-links';
import { noDealerProfile } from './dealers.service';
import { DealerDocumentDto, toDealerDocumentDto } from './dto/dealer-profile.dto';
import { DocumentLinkDto } from './dto/document-link.dto';
import { DealerDocument, DealerDocumentKind } from './entities/dealer-document.entity';
import { DealerProfile } from './entities/dealer-profile.entity';
import { MAX_UPLOAD_BYTES, UploadedFile, UploadLimits } from '../../common/http/read-upload';
import { cleanFileName, contentDisposition } from '../../common/storage/file-name';

/** Business documents: a well-formed PDF (header and trailer), at most 10 MB. */
export const DOCUMENT_UPLOAD: UploadLimits = { maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: 'Die Datei darf maximal 10MB groß sein.' };

const documentMissing = () =>
  new AppError(HttpStatus.NOT_FOUND, 'DOCUMENT_NOT_FOUND', 'Dieses Dokument wurde noch nicht hochgeladen.');

/** Files arrive one after the other: one "documents received" mail for uploads less than this apart. */
const RECEIPT_SERIES_MS = 10 * 60_000;

/**
 * Whether the previous upload (read under the profile's row lock) already asked for the receipt of this series.
 * Measured from that upload, not in clock-aligned slots, which mailed twice for two files a second apart at 10:09:59.
 */
function receiptUnderWay(previousUpload: Date | null, now: Date): boolean {
  return previousUpload !== null && now.getTime() - previousUpload.getTime() < RECEIPT_SERIES_MS;
}

/** The three business documents of a dealer: private bucket, generated keys, PDF only, one per kind. */
@Injectable()
export class DealerDocumentsService {
  private readonly logger = new Logger(DealerDocumentsService.name);

  constructor(
    private readonly tx: TransactionHost,
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    @InjectRepository(DealerDocument) private readonly documents: Repository<DealerDocument>,
    private readonly storage: StorageService,
    private readonly links: DealerDocumentLinks,
    private readonly mail: MailService,
  ) {}

  /** Stores the new object first, swaps the row in a transaction, then deletes the replaced object. */
  async upload(scope: CompanyScope, kind: DealerDocumentKind, file: UploadedFile): Promise<DealerDocumentDto> {
    if (identifyFile(file.buffer) !== 'pdf') {
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', 'Ungültiger Dateityp: Bitte laden Sie eine PDF-Datei hoch.');
    }
    const profile = await this.profiles.findOneBy({ ...scope });
    if (!profile) throw noDealerProfile();

    const objectKey = `${scope.companyId}/${Date.now()}-${randomUUID()}.pdf`;
    const originalName = cleanFileName(file.fileName, 'dokument.pdf');
    await this.storage.putObject('dealerDocuments', objectKey, file.buffer, 'application/pdf');
    let outcome: { document: DealerDocument; replacedKey: string | null };
    try {
      outcome = await this.tx.run(async () => {
        const manager = this.tx.manager;
        const locked = await manager.findOneOrFail(DealerProfile, { where: { id: profile.id }, lock: { mode: 'pessimistic_write' } });
        const existing = await manager.findOneBy(DealerDocument, { dealerProfileId: profile.id, kind });
        const replacedKey = existing?.objectKey ?? null;
        const now = new Date();
        const previousUpload = locked.documentsUploadedAt;
        const values = { objectKey, originalName, sizeBytes: file.buffer.length, uploadedAt: now };
        const document = existing
          ? await manager.save(Object.assign(existing, values))
          : await manager.save(manager.create(DealerDocument, { dealerProfileId: profile.id, kind, ...values }));
        await manager.update(DealerProfile, { id: profile.id }, { documentsUploadedAt: now });
        if (!locked.isApproved && !receiptUnderWay(previousUpload, now)) await this.confirmReceipt(profile, now);
        return { document, replacedKey };
      });
    } catch (error) {
      await this.removeQuietly(objectKey);
      throw error;
    }
    if (outcome.replacedKey) await this.removeQuietly(outcome.replacedKey);
    return toDealerDocumentDto(outcome.document);
  }

  async remove(scope: CompanyScope, kind: DealerDocumentKind): Promise<void> {
    const profile = await this.profiles.findOneBy({ ...scope });
    if (!profile) throw noDealerProfile();
    const removedKey = await this.tx.run(async () => {
      const manager = this.tx.manager;
      await manager.findOne(DealerProfile, { where: { id: profile.id }, lock: { mode: 'pessimistic_write' } });
      const existing = await manager.findOneBy(DealerDocument, { dealerProfileId: profile.id, kind });
      if (!existing) throw documentMissing();
      await manager.delete(DealerDocument, { id: existing.id });
      if ((await manager.countBy(DealerDocument, { dealerProfileId: profile.id })) === 0) {
        await manager.update(DealerProfile, { id: profile.id }, { documentsUploadedAt: null });
      }
      return existing.objectKey;
    });
    await this.removeQuietly(removedKey);
  }

  /** The company's own document; the link lives as long as the asking person's session. */
  async ownLink(user: AuthUser, kind: DealerDocumentKind): Promise<DocumentLinkDto> {
    const profile = await this.profiles.findOneBy({ ...companyScope(user) });
    if (!profile) throw noDealerProfile();
    return this.linkFor(user, profile.id, kind);
  }

  /** For the administration: the caller is checked by @Roles on the route. The link lives as long as the caller's session. */
  async linkFor(caller: AuthUser, profileId: string, kind: DealerDocumentKind): Promise<DocumentLinkDto> {
    const document = await this.documents.findOneBy({ dealerProfileId: profileId, kind });
    if (!document) throw documentMissing();
    return this.links.create(document, caller.sessionId);
  }

  /** Streams the object behind a signed link, as long as the document still has that object. */
  async download(token: string | undefined): Promise<StreamableFile> {
    const link = await this.links.verify(token);
    const current = await this.documents.findOneBy({ id: link.documentId, objectKey: link.objectKey });
    if (!current) {
      throw new AppError(HttpStatus.NOT_FOUND, 'DOCUMENT_NOT_FOUND', 'Das Dokument wurde inzwischen ersetzt oder entfernt.');
    }
    const stream = await this.storage.getObject('dealerDocuments', current.objectKey);
    return new StreamableFile(stream, {
      type: 'application/pdf',
      length: current.sizeBytes,
      disposition: contentDisposition('inline', current.originalName),
    });
  }

  private confirmReceipt(profile: DealerProfile, now: Date): Promise<void> {
    return this.mail.send('dealers.documents-received', { profileId: profile.id }, { dedupeKey: `documents-received-${profile.id}-${now.getTime()}` });
  }

  private async removeQuietly(key: string): Promise<void> {
    try {
      await this.storage.removeObject('dealerDocuments', key);
    } catch (error) {
      this.logger.warn(`Objekt ${key} konnte nicht gelöscht werden: ${(error as Error).message}`);
    }
  }
}
