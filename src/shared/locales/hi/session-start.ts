import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { SESSION_START_TEXT } from '#shared/session-start.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  sessionStart: {
    today: (time: string) => `आज ${time}`,
    tomorrow: (time: string) => `कल ${time}`,
    inMinutes: (minutes: number) => `${n(minutes)} मिनट में`,
    inHours: (hours: number) => `${n(hours)} घंटे में`,
    inHoursAndMinutes: (hours: number, minutes: number) => `${n(hours)} घंटे ${n(minutes)} मिनट में`,
    inDays: (days: number) => `${n(days)} दिन में`,
    now: 'अभी',
  } satisfies TranslationOf<typeof SESSION_START_TEXT>,
};
