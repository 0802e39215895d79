import type { Mailer, MailMessage } from './types';

/**
 * Delivers through an SMTP server (nodemailer, loaded on first use) named by a URL such as
 * `smtp://user:pass@mail.example.com:587` or `smtps://…:465`. Timeouts are short so an
 * unreachable server fails the delivery instead of holding mail forever.
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then((nm) =>
      nm.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async deliver(message: MailMessage) {
      const t = await open();
      const info = await t.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      // A server that accepts the message but refuses this recipient reports it in `rejected`.
      if (info.rejected.length > 0) throw new Error(`recipient rejected: ${String(info.response ?? '')}`);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
