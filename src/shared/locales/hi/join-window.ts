import type { TranslationOf } from '#shared/catalogue.ts';
import type { JOIN_WINDOW_TEXT } from '#shared/join-window.ts';

export default {
  joinWindow: {
    starts: (when: string) => `शुरू होगा: ${when}`,
    ended: 'सेशन ख़त्म हो चुका है',
    endingSoon: 'सेशन जल्द ख़त्म होने वाला है',
    active: 'सेशन अभी चल रहा है',
    buttons: { join: 'जुड़ें', later: 'बाद में', soon: 'जल्द ही', ended: 'ख़त्म' },
  } satisfies TranslationOf<typeof JOIN_WINDOW_TEXT>,
};
