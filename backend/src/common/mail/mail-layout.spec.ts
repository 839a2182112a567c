import { renderMail } from './mail-layout';

describe('mail layout', () => {
  it('puts a button link into HTML and text and escapes what the user typed', () => {
    const mail = renderMail('Bitte bestätigen Sie Ihre E-Mail-Adresse', 'Guten Tag,', [
      { p: 'Registrierung von Rad & Tat <GmbH>:' },
      { button: { label: 'E-Mail-Adresse bestätigen', href: 'http://x.test/confirm-email?token=abc' } },
    ]);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('E-Mail-Adresse bestätigen: http://x.test/confirm-email?token=abc');
    expect(mail.text).toContain('Rad & Tat <GmbH>');
    expect(mail.html).toContain('href="http://x.test/confirm-email?token=abc"');
    expect(mail.html).toContain('Rad &amp; Tat &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
  });

  it('quotes a multi-line text', () => {
    const mail = renderMail('Ihre Registrierung als Händler', 'Guten Tag,', [{ quote: 'Gewerbeschein fehlt\nBitte nachreichen' }]);
    expect(mail.text).toContain('> Gewerbeschein fehlt\n> Bitte nachreichen');
    expect(mail.html).toContain('Gewerbeschein fehlt<br>Bitte nachreichen');
  });
});
