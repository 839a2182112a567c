export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const COMPANY = 'Radwerk Großhandel GmbH';
const SIGNATURE = `Ihr Team von ${COMPANY}`;
const FOOTER = `${COMPANY} · Am Speicherhafen 12 · 28217 Bremen · service@radwerk-grosshandel.de · +49 421 555 0190`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export type MailBlock = { p: string } | { button: { label: string; href: string } } | { quote: string } | { small: string };

/** One layout for every mail: the blocks become both the HTML and the text version. German, HTML and plain text. */
export function renderMail(subject: string, greeting: string, blocks: MailBlock[]): RenderedMail {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => {
      if ('p' in block) return [block.p, ''];
      if ('button' in block) return [`${block.button.label}: ${block.button.href}`, ''];
      if ('quote' in block) return [block.quote.split('\n').map((line) => `> ${line}`).join('\n'), ''];
      return [block.small, ''];
    }),
    'Viele Grüße',
    SIGNATURE,
    '',
    '--',
    FOOTER,
  ].join('\n');

  const body = blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`;
      if ('button' in block)
        return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.href)}" style="background:#2f7d4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(block.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Falls der Knopf nicht funktioniert, öffnen Sie diese Adresse: <a href="${escapeHtml(block.button.href)}" style="color:#2f7d4f;word-break:break-all">${escapeHtml(block.button.href)}</a></p>`;
      if ('quote' in block)
        return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d9d9d9;color:#333">${escapeHtml(block.quote).replace(/\n/g, '<br>')}</blockquote>`;
      return `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.small)}</p>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e8e8e8;font-size:18px;font-weight:700;color:#2f7d4f">Radwerk B2B-Portal</td></tr>
<tr><td style="padding:24px 32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:24px 0 0">Viele Grüße<br>${escapeHtml(SIGNATURE)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e8e8e8;font-size:12px;color:#777">${escapeHtml(FOOTER)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
