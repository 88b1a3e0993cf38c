import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: 'smtp' or the local outbox folder. */
  readonly target: string;
}

/**
 * SMTP when SMTP_URL is set (production requires it); otherwise each message is written to
 * <dataDir>/outbox as an .eml file, so password reset and contact flows work offline. The log says only
 * that a message was written and where: a body holds reset codes and an address is personal data, so
 * neither is ever logged.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      target: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: outbox,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log(`mail "${mail.subject}" written to ${file}`);
    },
  };
}
