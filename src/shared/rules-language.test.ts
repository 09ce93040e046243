import { describe, expect, it } from 'vitest';
import './locales/hi/index';
import { fieldErrorsOf } from './field-errors';
import { portfolioErrors, serviceOffersSchema } from './portfolio';
import { numberMessages, PORTFOLIO_MESSAGES } from './portfolio-messages';
import { samplePortfolio } from './portfolio-sample';
import { checkedIn } from './rules-language';

const broken = samplePortfolio({
  name: '',
  experience: 51,
  heroHeadlineLine1: 'x'.repeat(81),
  city: 'Pune',
  services: {
    personal: {
      enabled: true,
      price: 1000,
      packs: [{ sessions: 60, price: 9000, validityDays: 90 }],
    },
    group: { enabled: false, price: null },
    online: { enabled: true, price: 20 },
  },
});

describe('the portfolio rules’ language (src/shared/rules-language.ts)', () => {
  it('words every kind of message in Hindi for a Hindi check', () => {
    expect(portfolioErrors(broken, 'hi')).toEqual({
      name: 'नाम लिखना ज़रूरी है',
      experience: 'संख्या ज़्यादा से ज़्यादा 50 हो सकती है',
      heroHeadlineLine1: '80 से ज़्यादा अक्षर नहीं लिख सकते',
      location: 'यह पिन Pune से 124 किमी दूर है। इसे Pune से 50 किमी के अंदर लगाएँ, या शहर बदलें।',
      'gymInfo.coordinates':
        'यह पिन Pune से 123 किमी दूर है। इसे Pune से 50 किमी के अंदर लगाएँ, या शहर बदलें।',
      'services.personal.packs.0.sessions': 'एक पैक में 2 से 50 सेशन हो सकते हैं',
      'services.online.price': 'सर्विस की कीमत कम से कम ₹50 होनी चाहिए',
    });
  });

  it('speaks English outside a Hindi check, as the server does', () => {
    portfolioErrors(broken, 'hi');
    const english = portfolioErrors(broken);
    expect(english.name).toBe(PORTFOLIO_MESSAGES.nameRequired);
    expect(english.experience).toBe(numberMessages.atMost(50));
    expect(english['services.online.price']).toBe(PORTFOLIO_MESSAGES.priceTooLow);
  });

  it('puts the language back even when the check throws', () => {
    expect(() =>
      checkedIn('hi', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    const none = { enabled: false, price: null };
    const result = serviceOffersSchema.safeParse({ personal: none, group: none, online: none });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      body: PORTFOLIO_MESSAGES.enableOneService,
    });
  });
});
