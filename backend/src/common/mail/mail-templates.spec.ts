import { isMailTemplate, renderMail } from './mail-templates';

describe('mail templates', () => {
  it('renders the confirmation mail with the link in HTML and text', () => {
    const mail = renderMail('confirm-email', { companyName: 'Rad & Tat <GmbH>', link: 'http://x.test/confirm-email?token=abc', validHours: 48 });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('http://x.test/confirm-email?token=abc');
    expect(mail.text).toContain('Rad & Tat <GmbH>');
    expect(mail.html).toContain('href="http://x.test/confirm-email?token=abc"');
    expect(mail.html).toContain('Rad &amp; Tat &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
  });

  it('quotes the rejection reason', () => {
    const mail = renderMail('dealer-rejected', { companyName: 'A', reason: 'Gewerbeschein fehlt\nBitte nachreichen', link: 'http://x.test/profile' });
    expect(mail.text).toContain('> Gewerbeschein fehlt\n> Bitte nachreichen');
    expect(mail.html).toContain('Gewerbeschein fehlt<br>Bitte nachreichen');
  });

  it('knows its template names', () => {
    expect(isMailTemplate('dealer-approved')).toBe(true);
    expect(isMailTemplate('toString')).toBe(false);
  });
});
