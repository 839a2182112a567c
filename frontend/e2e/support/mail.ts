import { mailUrl } from './browser';

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Waits for a mail to `address` whose subject matches, in the MailDev catcher the portal sends to. */
export async function waitForMail(address: string, subject: RegExp): Promise<CaughtMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await (await fetch(`${mailUrl()}/email`)).json()) as CaughtMail[];
    const mail = mails.find((m) => m.to.some((to) => to.address === address) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Keine Mail „${subject}“ an ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the first link to `path` in the mail's text, to open in the browser under test. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, '\\$&')}[^\\s]*)`).exec(mail.text);
  if (!match) throw new Error(`Kein Link auf ${path} in „${mail.subject}“`);
  return match[1];
}
