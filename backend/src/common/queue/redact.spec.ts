import { redactError, redactText, redactValue } from './redact';

describe('redaction of job data for the board and the logs', () => {
  it('removes addresses, JWTs, link queries, IBANs and long opaque tokens from text, keeps ids and plain words', () => {
    const text =
      'Empfänger erika.muster@radladen-bremen.de abgelehnt; Link http://localhost:3000/passwort?token=abcDEF123456 ' +
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl IBAN DE89 3704 0044 0532 0130 00 ' +
      'Schlüssel Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdo Profil 3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const redacted = redactText(text);
    expect(redacted).not.toMatch(/erika|abcDEF|eyJ|3704|Zm9vYmFy/);
    expect(redacted).toContain('[E-Mail entfernt]');
    expect(redacted).toContain('http://localhost:3000/passwort?[entfernt]');
    expect(redacted).toContain('[Token entfernt]');
    expect(redacted).toContain('[IBAN entfernt]');
    expect(redacted).toContain('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    expect(redacted).toContain('Empfänger');
  });

  it('replaces values under personal or secret keys at any depth, keeps record ids, counts and flags', () => {
    const value = {
      template: 'auth.reset-password',
      params: { userId: 'u-1', token: 'geheim', resetLink: 'http://x/y' },
      result: { to: 'a@b.de', subject: 'Hallo', contactPerson: 'Erika Muster', sent: 1, skipped: false, profileIds: ['p-1'] },
      list: [{ companyName: 'Radladen GmbH', phone: '0421 123456' }],
      sessionId: 'abc',
    };
    expect(redactValue(value)).toEqual({
      template: 'auth.reset-password',
      params: { userId: 'u-1', token: '[entfernt]', resetLink: '[entfernt]' },
      result: { to: '[entfernt]', subject: 'Hallo', contactPerson: '[entfernt]', sent: 1, skipped: false, profileIds: ['p-1'] },
      list: [{ companyName: '[entfernt]', phone: '[entfernt]' }],
      sessionId: '[entfernt]',
    });
  });

  it('redacts message and stack of an error', () => {
    const error = redactError(new Error('550 Mailbox jonas@example.com unbekannt'));
    expect(error.message).toBe('550 Mailbox [E-Mail entfernt] unbekannt');
    expect(error.stack).not.toContain('jonas@example.com');
  });
});
