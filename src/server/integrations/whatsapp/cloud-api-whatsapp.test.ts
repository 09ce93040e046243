import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiWhatsApp } from './cloud-api-whatsapp';
import { WhatsAppRefusal } from './whatsapp';
import { startWhatsAppStandIn } from './whatsapp-test-server';

let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
});
afterAll(() => standIn.stop());

const whatsapp = () =>
  createCloudApiWhatsApp({
    apiUrl: standIn.apiUrl,
    token: 'EAAG-test-token',
    phoneNumberId: '106540352242922',
    templates: { reminderDay: 'kasrat_reminder_day_v2', reminderHour: 'kasrat_reminder_hour_v2' },
  });

const message = {
  to: '+919820011111',
  template: 'reminderHour' as const,
  parameters: [
    'Asha',
    'Online Training',
    'Arjun Mehta',
    '6:00 PM',
    'Join online: https://meet.jit.si/x',
  ],
};

describe('WhatsApp Cloud API adapter', () => {
  it('posts the approved template to the business number with the bearer token', async () => {
    await whatsapp().send(message);
    const request = standIn.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/106540352242922/messages');
    expect(request.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919820011111',
      type: 'template',
      template: {
        name: 'kasrat_reminder_hour_v2',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: message.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
  });

  it('names the day template for the day reminder', async () => {
    await whatsapp().send({ ...message, template: 'reminderDay' });
    expect((standIn.requests.at(-1)!.body.template as { name: string }).name).toBe(
      'kasrat_reminder_day_v2',
    );
  });

  it('reads a 4xx as a refusal no retry fixes, with WhatsApp’s reason', async () => {
    standIn.answerNext({
      status: 400,
      body: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          code: 132001,
        },
      },
    });
    const refused = whatsapp().send(message);
    await expect(refused).rejects.toBeInstanceOf(WhatsAppRefusal);
    await expect(refused).rejects.toThrow(
      'WhatsApp answered 400: (#132001) Template name does not exist',
    );
  });

  it.each([429, 500, 503])('throws a %i to be retried, not as a refusal', async (status) => {
    standIn.answerNext({ status, body: { error: { message: 'try later' } } });
    const failed = whatsapp().send(message);
    await expect(failed).rejects.toThrow(`WhatsApp answered ${status}`);
    await expect(failed).rejects.not.toBeInstanceOf(WhatsAppRefusal);
  });
});
