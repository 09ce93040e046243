import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createMailer } from './create-mailer';
import { MailHeaderError } from './mail-headers';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { createSmtpMailer } from './smtp-mailer';

const smtp = createSmtpTestServer();
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = `smtp://127.0.0.1:${await smtp.start()}`;
});
afterAll(() => smtp.stop());

const silentLog = { info: () => {} } as never;
const injected = [
  {
    to: 'asha@example.in',
    subject: 'New message from Asha\r\nBcc: everyone@example.in',
    text: 'Hi',
  },
  { to: 'asha@example.in\nBcc: everyone@example.in', subject: 'Hello', text: 'Hi' },
  { to: 'asha@example.in', subject: 'Hello\rBcc: everyone@example.in', text: 'Hi' },
];

describe('mail headers', () => {
  it.each(injected)('refuses a line break in a header and sends nothing (%#)', async (message) => {
    const mailer = await createMailer(
      { smtpUrl, from: 'Kasrat <no-reply@kasrat.in>' },
      null as never,
      silentLog,
    );
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailHeaderError);
    expect(smtp.to('everyone@example.in')).toEqual([]);
    expect(smtp.to('asha@example.in')).toEqual([]);
  });

  it('keeps it out of the embedded mailbox too', async () => {
    const added: unknown[] = [];
    const mailbox = { add: async (message: unknown) => void added.push(message) };
    const mailer = await createMailer(
      { smtpUrl: null, from: 'Kasrat <no-reply@kasrat.in>' },
      mailbox as unknown as MailOutboxRepository,
      silentLog,
    );
    await expect(mailer.send(injected[0]!)).rejects.toBeInstanceOf(MailHeaderError);
    expect(added).toEqual([]);
  });

  it('refuses a sender with a line break', () => {
    expect(() => createSmtpMailer(smtpUrl, 'Kasrat <a@kasrat.in>\r\nBcc: x@example.in')).toThrow(
      MailHeaderError,
    );
  });

  it('sends a message whose line breaks are only in its body', async () => {
    const mailer = await createMailer(
      { smtpUrl, from: 'Kasrat <no-reply@kasrat.in>' },
      null as never,
      silentLog,
    );
    await mailer.send({ to: 'ravi@example.in', subject: 'Hello', text: 'Line one\r\nLine two' });
    expect(smtp.to('ravi@example.in')).toHaveLength(1);
  });
});
