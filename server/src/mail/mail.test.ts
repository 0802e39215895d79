import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { MailService } from './service';
import { smtpMailer } from './smtp';

/** A minimal SMTP server: accepts mail, except for recipients starting with "bounce" (550). */
async function fakeSmtp(): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i = buffer.indexOf('\r\n');
      while (i >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^MAIL FROM/i.test(line)) socket.write('250 ok\r\n');
        else if (/^RCPT TO:<bounce/i.test(line)) socket.write('550 5.1.1 no such mailbox\r\n');
        else if (/^RCPT TO/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (/^RSET/i.test(line)) socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
        i = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

describe.each(TEST_DATABASES)('mail on $name', ({ open }) => {
  let store: TestStore;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const logs: string[] = [];
  const logger = createLogger('info', (l) => logs.push(l));

  beforeAll(async () => {
    store = await open();
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await store?.destroy();
  });

  it('keeps mail in the outbox with its body and logs a line without the body', async () => {
    const service = new MailService(store, { kind: 'outbox', deliver: async () => undefined }, logger);
    await service.send({
      to: 'reader@example.com',
      subject: 'Hello',
      text: 'secret-link-123',
      kind: 'confirm',
    });
    const [row] = await store.outbox.list({ to: 'reader@example.com' });
    expect(row).toMatchObject({
      subject: 'Hello',
      body: 'secret-link-123',
      status: 'outbox',
      kind: 'confirm',
    });
    expect(logs.join('')).toContain('reader@example.com');
    expect(logs.join('')).not.toContain('secret-link-123');
  });

  it('delivers through SMTP and suppresses a recipient the server rejects', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Margin <margin@localhost>');
    const service = new MailService(store, mailer, logger);
    const org = await store.organizations.create({
      name: 'Mailers',
      ownerId: (await store.users.create({ email: 'mail-owner@example.com' })).id,
    });
    await service.send(
      { to: 'fine@example.com', subject: 'Invite', text: 'Join us', kind: 'invite' },
      { organizationId: org.id },
    );
    await service.send(
      { to: 'bounce@example.com', subject: 'Invite', text: 'Join us', kind: 'invite' },
      { organizationId: org.id },
    );
    await service.idle();
    mailer.close?.();
    expect(smtp.received.some((m) => m.includes('Join us'))).toBe(true);
    expect((await store.outbox.list({ to: 'fine@example.com' }))[0]).toMatchObject({
      status: 'sent',
      body: null,
    });
    expect((await store.outbox.list({ to: 'bounce@example.com' }))[0]).toMatchObject({ status: 'failed' });
    expect(await store.suppressedEmails.list(org.id, 'example.com')).toEqual(['bounce@example.com']);
  });

  it('suppresses the address when the SMTP server cannot be reached', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'Margin <margin@localhost>');
    const service = new MailService(store, mailer, logger);
    await service.send(
      { to: 'unreachable@example.org', subject: 'Invite', text: 'x', kind: 'invite' },
      { organizationId: null },
    );
    await service.idle();
    expect(await store.suppressedEmails.isSuppressed('unreachable@example.org')).toBe(true);
    expect((await store.outbox.list({ to: 'unreachable@example.org' }))[0]?.error).toMatch(
      /ECONNREFUSED|connect/i,
    );
  });
});
