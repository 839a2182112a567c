import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionRevocationService } from '../../common/auth/session-revocation.service';
import { AppError } from '../../common/http/app-error';
import { DocumentLinkDto } from './dto/document-link.dto';
import { DealerDocument } from './entities/dealer-document.entity';

const AUDIENCE = 'dealer-document';
export const DOCUMENT_LINK_TTL_SECONDS = 300;
export const DOCUMENT_DOWNLOAD_PATH = '/api/dealers/documents/download';

interface LinkClaims {
  key: string;
  name: string;
  /** The session that asked for the link: signing it out ends the link too. */
  sid: string;
}

const linkInvalid = (message = 'Der Link zum Dokument ist ungültig.') => new AppError(HttpStatus.FORBIDDEN, 'LINK_INVALID', message);

/**
 * Private documents are opened in a new browser tab, which cannot carry the bearer token: the owner or
 * an administrator gets a signed link valid for five minutes instead; the API streams the object. The link
 * belongs to the session that asked for it and stops working when that session is signed out.
 */
@Injectable()
export class DealerDocumentLinks {
  constructor(
    private readonly jwt: JwtService,
    private readonly revocations: SessionRevocationService,
  ) {}

  create(document: DealerDocument, sessionId: string): DocumentLinkDto {
    const claims: LinkClaims = { key: document.objectKey, name: document.originalName, sid: sessionId };
    const token = this.jwt.sign(claims, { audience: AUDIENCE, expiresIn: DOCUMENT_LINK_TTL_SECONDS, subject: document.id });
    return {
      url: `${DOCUMENT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`,
      fileName: document.originalName,
      expiresAt: new Date(Date.now() + DOCUMENT_LINK_TTL_SECONDS * 1000).toISOString(),
    };
  }

  async verify(token: string | undefined): Promise<{ documentId: string; objectKey: string; fileName: string }> {
    let claims: LinkClaims & { sub: string };
    try {
      claims = this.jwt.verify<LinkClaims & { sub: string }>(token ?? '', { audience: AUDIENCE });
    } catch (error) {
      if ((error as { name?: string }).name !== 'TokenExpiredError') throw linkInvalid();
      throw new AppError(HttpStatus.GONE, 'LINK_EXPIRED', 'Der Link zum Dokument ist abgelaufen. Bitte öffnen Sie das Dokument erneut.');
    }
    if (typeof claims.sid !== 'string' || !claims.sid) throw linkInvalid();
    if (await this.revocations.isRevoked(claims.sid)) {
      throw linkInvalid('Der Link zum Dokument gilt nach der Abmeldung nicht mehr. Bitte melden Sie sich an und öffnen Sie das Dokument erneut.');
    }
    return { documentId: claims.sub, objectKey: claims.key, fileName: claims.name };
  }
}
