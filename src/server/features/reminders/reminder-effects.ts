import type { SideEffect } from '#server/outbox/side-effect.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { formatIstTime } from '#shared/ist.ts';
import type { PushPayload } from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES as M } from '#shared/reminder-messages.ts';
import { formatReminderInstant, type ReminderKind } from '#shared/reminders.ts';
import type {
  ReminderChannels,
  ReminderPerson,
  UpcomingSession,
} from './session-reminders.repository';

/** The words of one reminder to one person, whichever channel carries them. */
function reminderWords(session: UpcomingSession, kind: ReminderKind, to: 'client' | 'trainer') {
  const service = SERVICE_NAMES[session.service];
  const other = to === 'client' ? session.trainerName : session.client.name;
  const when = formatReminderInstant(session.startsAt);
  const time = formatIstTime(session.startsAt);
  const place =
    session.location === 'online'
      ? M.onlinePlace
      : session.location === 'gym'
        ? M.gymPlace(session.address ?? '')
        : M.homePlace(session.address ?? '');
  // The hour reminder of an online session carries the join link.
  const join = kind === 'hour' && session.meetingUrl ? session.meetingUrl : null;
  const where = join ? M.joinLine(join) : M.placeLine(place);
  return kind === 'day'
    ? {
        service,
        other,
        moment: when,
        subject: M.daySubject(other, when),
        title: M.dayTitle,
        body: M.dayBody(service, other, when),
        where,
        join,
      }
    : {
        service,
        other,
        moment: time,
        subject: M.hourSubject(other, time),
        title: M.hourTitle,
        body: M.hourBody(service, other, time),
        where,
        join,
      };
}

/**
 * The side effects of one reminder (docs/product/reminders.md#channels): to the client and to
 * the trainer, by e-mail, WhatsApp and each push subscription, as each of them chose.
 */
export function reminderEffects(
  session: UpcomingSession,
  kind: ReminderKind,
  channels: Map<string, ReminderChannels>,
  publicUrl: string,
): SideEffect[] {
  const sessions = `${publicUrl}/profile/sessions`;
  const until = session.startsAt.toISOString();
  const parties: [ReminderPerson, 'client' | 'trainer'][] = [
    [session.client, 'client'],
    [session.trainerUser, 'trainer'],
  ];
  return parties.flatMap(([person, role]) => {
    const chosen = channels.get(person.id);
    if (!chosen || person.anonymisedAt) return [];
    const words = reminderWords(session, kind, role);
    const greeting = person.firstName || person.name;
    const effects: SideEffect[] = [];
    if (chosen.email) {
      effects.push({
        kind: 'mail',
        message: {
          to: person.email,
          subject: words.subject,
          text: [
            `Hello ${greeting},`,
            words.body,
            words.where,
            M.sessionsLine(sessions),
            M.settingsLine(`${publicUrl}/profile/reminders`),
          ].join('\n'),
        },
      });
    }
    if (chosen.whatsappNumber) {
      effects.push({
        kind: 'whatsapp',
        message: {
          to: chosen.whatsappNumber,
          template: kind === 'day' ? 'reminderDay' : 'reminderHour',
          parameters: [greeting, words.service, words.other, words.moment, words.where],
        },
        until,
      });
    }
    const payload: PushPayload = {
      title: words.title,
      body: `${words.body}${words.join ? ` ${M.joinLine(words.join)}` : ''}`,
      url: words.join ?? sessions,
      tag: `session-${session.id}`,
    };
    for (const subscriptionId of chosen.pushSubscriptionIds) {
      effects.push({ kind: 'push', subscriptionId, payload, until });
    }
    return effects;
  });
}
