import { beforeAll, describe, expect, it } from 'vitest';
import { formatHourMinute, istInstant } from '#shared/ist.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import {
  formatLastSeen,
  formatListTime,
  formatMessageTime,
  groupByIstDay,
  laterStatus,
  linkify,
  tickOf,
} from './chat-format';

// Monday 2 March 2026, 10:00 AM IST.
const NOW = new Date('2026-03-02T04:30:00.000Z');

describe('linkify', () => {
  it('keeps plain text as one text part', () => {
    expect(linkify('see you at 6, bring water')).toEqual([
      { kind: 'text', text: 'see you at 6, bring water' },
    ]);
  });

  it('makes http and https addresses links and leaves sentence punctuation outside', () => {
    expect(linkify('Plan: https://kasrat.in/plan?week=2. Also http://example.com/a, ok')).toEqual([
      { kind: 'text', text: 'Plan: ' },
      {
        kind: 'link',
        text: 'https://kasrat.in/plan?week=2',
        href: 'https://kasrat.in/plan?week=2',
      },
      { kind: 'text', text: '. Also ' },
      { kind: 'link', text: 'http://example.com/a', href: 'http://example.com/a' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('keeps a closing bracket that belongs to the address', () => {
    const parts = linkify('(read https://en.wikipedia.org/wiki/Kasrat_(exercise))');
    expect(parts[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Kasrat_(exercise)',
      href: 'https://en.wikipedia.org/wiki/Kasrat_(exercise)',
    });
    expect(parts[2]).toEqual({ kind: 'text', text: ')' });
  });

  it('never links other schemes and keeps markup as text', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,hi ftp://x.org';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('does not link an address with no host', () => {
    expect(linkify('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
  });
});

describe('tickOf', () => {
  it('shows one grey tick when sent, two grey when delivered, two green when read', () => {
    expect(tickOf('sent')).toEqual({ label: 'Sent', double: false, read: false });
    expect(tickOf('delivered')).toEqual({ label: 'Delivered', double: true, read: false });
    expect(tickOf('read')).toEqual({ label: 'Read', double: true, read: true });
    expect(tickOf('pending').label).toBe('Sending');
  });

  it('never moves a status back', () => {
    expect(laterStatus('read', 'delivered')).toBe('read');
    expect(laterStatus('sent', 'delivered')).toBe('delivered');
    expect(laterStatus('delivered', 'read')).toBe('read');
  });
});

describe('groupByIstDay', () => {
  it('splits at midnight in India, not at midnight UTC', () => {
    const messages = [
      { id: 'a', timestamp: '2026-02-28T10:00:00.000Z' },
      { id: 'b', timestamp: '2026-03-01T18:29:59.000Z' },
      { id: 'c', timestamp: '2026-03-01T18:30:00.000Z' },
      { id: 'd', timestamp: '2026-03-02T04:00:00.000Z' },
    ];
    const days = groupByIstDay(messages, NOW);
    expect(days.map((day) => [day.date, day.label, day.messages.map((m) => m.id)])).toEqual([
      ['2026-02-28', 'Sat, 28 Feb 2026', ['a']],
      ['2026-03-01', 'Yesterday', ['b']],
      ['2026-03-02', 'Today', ['c', 'd']],
    ]);
  });

  it('has no day for no messages', () => {
    expect(groupByIstDay([], NOW)).toEqual([]);
  });
});

describe('formatLastSeen', () => {
  it('reads minutes, today, yesterday and older days in IST', () => {
    expect(formatLastSeen('2026-03-02T04:29:30.000Z', NOW)).toBe('last seen just now');
    expect(formatLastSeen('2026-03-02T03:45:00.000Z', NOW)).toBe('last seen 45 min ago');
    expect(formatLastSeen('2026-03-02T01:35:00.000Z', NOW)).toBe('last seen today at 7:05 am');
    // 18:29 UTC on 1 March is 11:59 PM IST, still yesterday in India.
    expect(formatLastSeen('2026-03-01T18:29:00.000Z', NOW)).toBe('last seen yesterday at 11:59 pm');
    // 18:30 UTC on 1 March is already 2 March in India: today, though UTC says yesterday.
    expect(formatLastSeen('2026-03-01T18:30:00.000Z', NOW)).toBe('last seen today at 12:00 am');
    expect(formatLastSeen('2026-02-20T06:00:00.000Z', NOW)).toBe('last seen 20 Feb');
    expect(formatLastSeen('2025-02-20T06:00:00.000Z', NOW)).toBe('last seen 20 Feb 2025');
  });
});

describe('formatMessageTime and formatListTime', () => {
  it('give the time of day in IST, then Yesterday, then the date', () => {
    expect(formatMessageTime('2026-03-02T04:35:00.000Z')).toBe('10:05 am');
    expect(formatListTime('2026-03-02T04:35:00.000Z', NOW)).toBe('10:05 am');
    expect(formatListTime('2026-03-01T10:00:00.000Z', NOW)).toBe('Yesterday');
    expect(formatListTime('2026-02-27T10:00:00.000Z', NOW)).toBe('27 Feb');
    expect(formatListTime('2025-12-27T10:00:00.000Z', NOW)).toBe('27 Dec 2025');
  });
});

describe('in Hindi', () => {
  beforeAll(() => loadLocale('hi'));

  it('names the day, the part of the day and the date as Hindi speakers do', () => {
    expect(formatMessageTime('2026-03-02T04:35:00.000Z', 'hi')).toBe('सुबह 10:05');
    expect(formatListTime('2026-03-02T12:40:00.000Z', NOW, 'hi')).toBe('शाम 6:10');
    expect(formatListTime('2026-03-01T10:00:00.000Z', NOW, 'hi')).toBe('कल');
    expect(formatListTime('2026-02-27T10:00:00.000Z', NOW, 'hi')).toBe('27 फ़र॰');
    const days = groupByIstDay([{ timestamp: '2026-02-28T10:00:00.000Z' }], NOW, 'hi');
    expect(days[0]?.label).toBe('शनि, 28 फ़र॰ 2026');
  });

  it('says when someone was last seen', () => {
    expect(formatLastSeen('2026-03-02T04:29:30.000Z', NOW, 'hi')).toBe('अभी-अभी ऑनलाइन थे');
    expect(formatLastSeen('2026-03-02T03:45:00.000Z', NOW, 'hi')).toBe('45 मिनट पहले ऑनलाइन थे');
    expect(formatLastSeen('2026-03-02T01:35:00.000Z', NOW, 'hi')).toBe('आज सुबह 7:05 बजे ऑनलाइन थे');
    expect(formatLastSeen('2026-03-01T18:29:00.000Z', NOW, 'hi')).toBe('कल रात 11:59 बजे ऑनलाइन थे');
    expect(formatLastSeen('2025-02-20T06:00:00.000Z', NOW, 'hi')).toBe('20 फ़र॰ 2025 को ऑनलाइन थे');
    expect(tickOf('read', 'hi').label).toBe('पढ़ लिया');
  });

  it('names the part of the day as the booking screens do', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const instant = istInstant('2026-03-02', hour, 5).toISOString();
      expect(formatMessageTime(instant, 'hi')).toBe(formatHourMinute(hour, 5, 'hi'));
    }
  });
});
