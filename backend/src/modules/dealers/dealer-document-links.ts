import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppError } from '../../common/http/app-error';
import { DocumentLinkDto } from './dto/document-link.dto';
import { DealerDocument } from './entities/dealer-document.entity';

const AUDIENCE = 'dealer-document';
export const DOCUMENT_LINK_TTL_SECONDS = 300;
export const DOCUMENT_DOWNLOAD_PATH = '/api/dealers/documents/download';

interface LinkClaims {
  key: string;
  name: string;
}

/**
 * Private documents are opened in a new browser tab, which cannot carry the bearer token: the owner or
 * an administrator gets a signed link valid for five minutes instead; the API streams the object.
 */
@Injectable()
export class DealerDocumentLinks {
  constructor(private readonly jwt: JwtService) {}

  create(document: DealerDocument): DocumentLinkDto {
    const claims: LinkClaims = { key: document.objectKey, name: document.originalName };
    const token = this.jwt.sign(claims, { audience: AUDIENCE, expiresIn: DOCUMENT_LINK_TTL_SECONDS, subject: document.id });
    return {
      url: `${DOCUMENT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`,
      fileName: document.originalName,
      expiresAt: new Date(Date.now() + DOCUMENT_LINK_TTL_SECONDS * 1000).toISOString(),
    };
  }

  verify(token: string | undefined): { documentId: string; objectKey: string; fileName: string } {
    try {
      const claims = this.jwt.verify<LinkClaims & { sub: string }>(token ?? '', { audience: AUDIENCE });
      return { documentId: claims.sub, objectKey: claims.key, fileName: claims.name };
    } catch (error) {
      const expired = (error as { name?: string }).name === 'TokenExpiredError';
      throw new AppError(
        expired ? HttpStatus.GONE : HttpStatus.FORBIDDEN,
        expired ? 'LINK_EXPIRED' : 'LINK_INVALID',
        expired
          ? 'Der Link zum Dokument ist abgelaufen. Bitte öffnen Sie das Dokument erneut.'
          : 'Der Link zum Dokument ist ungültig.',
      );
    }
  }
}
