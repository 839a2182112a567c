import { CompanyScope } from '../../common/auth/company-scope';
import { HttpStatus, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MAX_UPLOAD_BYTES, UploadedFile, UploadLimits } from '../../common/http/read-upload';
import { CONTENT_TYPES, EXTENSIONS } from '../../common/storage/file-signature';
import { identifyFile } from '../../common/storage/file-structure';
import { cleanFileName, contentDisposition } from '../../common/storage/file-name';
import { StorageService } from '../../common/storage/storage.service';
import { DealersService } from '../dealers/dealers.service';
import { TicketAttachmentDto, toTicketAttachmentDto } from './dto/ticket.dto';
import { Ticket } from './entities/ticket.entity';
import { TicketAttachment } from './entities/ticket-attachment.entity';
import { TicketStatus } from './ticket-enums';
import { ticketClosed, ticketNotFound } from './ticket-status';

/** PDF or image, at most 10 MB: the limits the dealer reads beside the upload button. */
export const ATTACHMENT_UPLOAD: UploadLimits = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLargeMessage: 'Die Datei darf maximal 10MB groß sein.',
  missingMessage: 'Bitte wählen Sie eine Datei aus (PDF, JPG, PNG oder WEBP).',
};
export const MAX_ATTACHMENTS_PER_TICKET = 10;

export const attachmentNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'TICKET_ATTACHMENT_NOT_FOUND', 'Anhang nicht gefunden.');

/**
 * Files of a ticket in the private bucket (prefix `tickets/`), under generated keys; the type is taken
 * from the magic bytes. They are only streamed through the API to the ticket's dealer and administrators.
 */
@Injectable()
export class TicketAttachmentsService {
  private readonly logger = new Logger(TicketAttachmentsService.name);

  constructor(
    private readonly tx: TransactionHost,
    private readonly dealers: DealersService,
    private readonly storage: StorageService,
  ) {}

  /** Stores the object first, then the row in a transaction; a failed row removes the object again. */
  async uploadOwn(userId: string, scope: CompanyScope, ticketId: string, file: UploadedFile): Promise<TicketAttachmentDto> {
    const type = identifyFile(file.buffer);
    if (!type) {
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', 'Ungültiger Dateityp: Bitte hängen Sie eine PDF-Datei oder ein Bild (JPG, PNG, WEBP) an.');
    }
    const profile = await this.dealers.ownProfileRef(scope);
    await this.assertOpenForFiles(ticketId, profile.id);
    const objectKey = `tickets/${ticketId}/${randomUUID()}.${EXTENSIONS[type]}`;
    await this.storage.putObject('dealerDocuments', objectKey, file.buffer, CONTENT_TYPES[type]);
    try {
      const attachment = await this.tx.run(async () => {
        const manager = this.tx.manager;
        await this.assertOpenForFiles(ticketId, profile.id, true);
        if ((await manager.countBy(TicketAttachment, { ticketId })) >= MAX_ATTACHMENTS_PER_TICKET) {
          throw new AppError(HttpStatus.CONFLICT, 'TICKET_ATTACHMENT_LIMIT', `Ein Ticket kann höchstens ${MAX_ATTACHMENTS_PER_TICKET} Anhänge haben.`);
        }
        const saved = await manager.save(
          manager.create(TicketAttachment, {
            ticketId,
            uploadedById: userId,
            isStaff: false,
            objectKey,
            originalName: cleanFileName(file.fileName, `anhang.${EXTENSIONS[type]}`),
            contentType: CONTENT_TYPES[type],
            sizeBytes: file.buffer.length,
          }),
        );
        await manager.update(Ticket, { id: ticketId }, { updatedAt: new Date() });
        return saved;
      });
      return toTicketAttachmentDto(attachment);
    } catch (error) {
      await this.removeQuietly(objectKey);
      throw error;
    }
  }

  async downloadOwn(scope: CompanyScope, ticketId: string, attachmentId: string): Promise<StreamableFile> {
    const profile = await this.dealers.ownProfileRef(scope);
    if (!(await this.tx.manager.existsBy(Ticket, { id: ticketId, dealerProfileId: profile.id }))) throw ticketNotFound();
    return this.stream(ticketId, attachmentId);
  }

  /** For the administration: the caller is checked by @Roles on the route. */
  async stream(ticketId: string, attachmentId: string): Promise<StreamableFile> {
    const attachment = await this.tx.manager.findOneBy(TicketAttachment, { id: attachmentId, ticketId });
    if (!attachment) throw attachmentNotFound();
    const body = await this.storage.getObject('dealerDocuments', attachment.objectKey);
    return new StreamableFile(body, {
      type: attachment.contentType,
      length: attachment.sizeBytes,
      disposition: contentDisposition('attachment', attachment.originalName),
    });
  }

  private async assertOpenForFiles(ticketId: string, dealerProfileId: string, lock = false): Promise<void> {
    const ticket = await this.tx.manager.findOne(Ticket, {
      where: { id: ticketId, dealerProfileId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!ticket) throw ticketNotFound();
    if (ticket.status === TicketStatus.Closed) throw ticketClosed();
  }

  private async removeQuietly(key: string): Promise<void> {
    try {
      await this.storage.removeObject('dealerDocuments', key);
    } catch (error) {
      this.logger.warn(`Objekt ${key} konnte nicht gelöscht werden: ${(error as Error).message}`);
    }
  }
}
