import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Starts MailDev in-process (SMTP + web UI/REST on `webPort`); resolves once both listen. */
export async function startMailServer({ smtpPort, webPort, silent = true }) {
  const MailDev = require('maildev');
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent, disableWeb: false, noOpen: true });
  await new Promise((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    close: () => new Promise((resolve) => maildev.close(() => resolve())),
  };
}
