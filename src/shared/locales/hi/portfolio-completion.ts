import type { TranslationOf } from '#shared/catalogue.ts';
import { formatRupees } from '#shared/money.ts';
import type { PORTFOLIO_COMPLETION_TEXT } from '#shared/portfolio-completion.ts';

export default {
  portfolioCompletion: {
    name: 'अपना पूरा नाम लिखें',
    title: 'प्रोफ़ेशनल टाइटल लिखें',
    bio: (min: number) => `कम से कम ${min} अक्षरों का बायो लिखें`,
    city: 'अपना शहर लिखें',
    images: 'चारों फ़ोटो अपलोड करें',
    specialization: 'कोई स्पेशलाइज़ेशन चुनें',
    service: 'कोई सर्विस चालू करें',
    prices: (minPaise: number) => `कीमत कम से कम ${formatRupees(minPaise, 'hi')} रखें`,
    times: 'अपने उपलब्ध टाइम स्लॉट चुनें',
    experience: 'अपने अनुभव के साल लिखें',
    credentials: 'कोई सर्टिफ़िकेशन या उपलब्धि जोड़ें',
    phone: 'फ़ोन नंबर जोड़ें',
    email: 'ईमेल पता जोड़ें',
    links: 'वेबसाइट या सोशल मीडिया लिंक जोड़ें',
    gym: 'मैप पर अपने जिम की लोकेशन लगाएँ',
  } satisfies TranslationOf<typeof PORTFOLIO_COMPLETION_TEXT>,
};
