import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { updatePortfolioText } from '#web/app/routes/update-portfolio-route.text.ts';
import type { portfolioBasicText } from '#web/features/trainer-portfolio/components/basic-tab.text.ts';
import type { portfolioContactText } from '#web/features/trainer-portfolio/components/contact-tab.text.ts';
import type { portfolioListText } from '#web/features/trainer-portfolio/components/editor-fields.text.ts';
import type { portfolioHeaderText } from '#web/features/trainer-portfolio/components/editor-header.text.ts';
import type { portfolioGymText } from '#web/features/trainer-portfolio/components/gym-tab.text.ts';
import type { portfolioMediaText } from '#web/features/trainer-portfolio/components/media-tab.text.ts';
import type { portfolioStatusCardText } from '#web/features/trainer-portfolio/components/portfolio-status-card.text.ts';
import type { portfolioTabsText } from '#web/features/trainer-portfolio/components/portfolio-tab-list.text.ts';
import type { portfolioServicesText } from '#web/features/trainer-portfolio/components/services-tab.text.ts';
import type { portfolioSkillsText } from '#web/features/trainer-portfolio/components/skills-tab.text.ts';

/** The portfolio editor in Hindi. */
export default {
  portfolioEditorPage: {
    title: 'पोर्टफ़ोलियो अपडेट करें',
    loading: 'आपका पोर्टफ़ोलियो लोड हो रहा है',
    livePreview: 'लाइव प्रीव्यू',
  } satisfies TranslationOf<typeof updatePortfolioText>,

  portfolioEditorHeader: {
    back: '← वापस जाएँ',
    heading: 'पोर्टफ़ोलियो अपडेट करें',
    hidePreview: 'प्रीव्यू छिपाएँ',
    showPreview: 'प्रीव्यू देखें',
    saving: 'सेव हो रहा है...',
    save: 'बदलाव सेव करें',
    changesRequested: 'हमारी टीम ने ये बदलाव माँगे हैं:',
    underReview: 'आपका पोर्टफ़ोलियो रिव्यू में है। एडमिन की मंज़ूरी के बाद बदलाव दिखने लगेंगे।',
    completion: 'प्रोफ़ाइल पूरी हुई',
    nextSteps: 'आगे क्या करें:',
  } satisfies TranslationOf<typeof portfolioHeaderText>,

  portfolioEditorTabs: {
    sections: 'पोर्टफ़ोलियो के हिस्से',
    tabs: {
      basic: 'बुनियादी जानकारी',
      skills: 'स्किल और सर्टिफ़िकेशन',
      media: 'फ़ोटो और गैलरी',
      services: 'सर्विस और कीमतें',
      gym: 'जिम की जानकारी',
      contact: 'संपर्क और सोशल मीडिया',
    },
  } satisfies TranslationOf<typeof portfolioTabsText>,

  portfolioStatusCard: {
    region: 'पोर्टफ़ोलियो का स्टेटस',
    heading: 'पोर्टफ़ोलियो',
    viewPublicProfile: 'पब्लिक प्रोफ़ाइल देखें',
    update: 'पोर्टफ़ोलियो अपडेट करें',
    reason: 'वजह:',
    lastApprovedShows: 'तब तक क्लाइंट को आपका पिछला मंज़ूर किया गया वर्ज़न दिखता रहेगा।',
    explanations: {
      pending: 'रिव्यू के लिए भेजने के लिए अपना पोर्टफ़ोलियो पूरा करके सेव करें।',
      pending_review: 'हमारी टीम आपके नए बदलाव रिव्यू कर रही है।',
      approved: 'आपका पोर्टफ़ोलियो लाइव है: क्लाइंट आपको ढूँढकर बुक कर सकते हैं।',
      rejected: 'कृपया अपना पोर्टफ़ोलियो अपडेट करके फिर से सेव करें।',
    },
  } satisfies TranslationOf<typeof portfolioStatusCardText>,

  portfolioBasicTab: {
    fullName: 'पूरा नाम',
    title: 'प्रोफ़ेशनल टाइटल',
    titlePlaceholder: 'जैसे सर्टिफ़ाइड पर्सनल ट्रेनर',
    headline1: 'हेडलाइन की पहली लाइन',
    headline2: 'हेडलाइन की दूसरी लाइन',
    city: 'लोकेशन (शहर)',
    detecting: 'लोकेशन ढूँढ रहे हैं...',
    detect: 'मेरी लोकेशन लें',
    locationSet: (latitude: string, longitude: string) => `लोकेशन सेट है: ${latitude}, ${longitude}`,
    yourLocation: 'आपकी लोकेशन',
    experience: 'अनुभव (साल)',
    happyClients: 'संतुष्ट क्लाइंट',
    heroDescription: 'हेडलाइन के नीचे का परिचय',
    bio: 'बायो',
    bioCount: (length: number, max: number, min: number) =>
      `${formatNumber(length, 'hi')}/${formatNumber(max, 'hi')} अक्षर (कम से कम ${min})`,
    times: 'उपलब्ध टाइम स्लॉट',
    locations: 'ट्रेनिंग की जगह',
    myGym: 'मेरा जिम/स्टूडियो',
  } satisfies TranslationOf<typeof portfolioBasicText>,

  portfolioListField: {
    legend: (legend: string, max: number) => `${legend} (ज़्यादा से ज़्यादा ${max})`,
    remove: 'हटाएँ',
    removeItem: (item: string) => `${item} हटाएँ`,
    full: (max: number) => `${max} जोड़े जा चुके हैं`,
    add: 'जोड़ें',
  } satisfies TranslationOf<typeof portfolioListText>,

  portfolioSkillsTab: {
    specializations: 'स्पेशलाइज़ेशन',
    certifications: 'सर्टिफ़िकेशन',
    addCertification: 'सर्टिफ़िकेशन जोड़ें',
    achievements: 'उपलब्धियाँ',
    addAchievement: 'उपलब्धि जोड़ें',
  } satisfies TranslationOf<typeof portfolioSkillsText>,

  portfolioMediaTab: {
    images: {
      heroImage1: { label: 'बड़ी फ़ोटो 1', hint: 'आपके पेज पर सबसे ऊपर दिखने वाली चौड़ी फ़ोटो' },
      heroImage2: { label: 'बड़ी फ़ोटो 2', hint: 'एक और चौड़ी फ़ोटो' },
      profileImage: { label: 'प्रोफ़ाइल फ़ोटो', hint: 'आपके चेहरे की साफ़ फ़ोटो (ज़रूरी)' },
      listingImage: { label: 'लिस्टिंग फ़ोटो', hint: 'सर्च में आपके कार्ड पर दिखती है (ज़रूरी)' },
    },
    preview: (label: string) => `${label} का प्रीव्यू`,
    noImage: 'अभी कोई फ़ोटो नहीं',
    change: 'बदलें',
    upload: 'अपलोड करें',
    remove: 'हटाएँ',
  } satisfies TranslationOf<typeof portfolioMediaText>,

  portfolioServicesTab: {
    legend: 'सर्विस और कीमतें',
    note: (minPrice: string) => `कीमत 60 मिनट के एक सेशन की है, कम से कम ${minPrice}।`,
    offer: (service: string) => `${service} ऑफ़र करें`,
    price: (service: string) => `${service} की कीमत (₹)`,
  } satisfies TranslationOf<typeof portfolioServicesText>,

  portfolioGymTab: {
    name: 'जिम का नाम',
    address: 'जिम का पता',
    location: 'जिम की लोकेशन',
    searching: 'ढूँढ रहे हैं...',
    detecting: 'लोकेशन ढूँढ रहे हैं...',
    useCurrentLocation: 'मेरी मौजूदा लोकेशन लें',
    loadingMap: 'मैप लोड हो रहा है',
    mapHint: 'पिन लगाने के लिए मैप पर टैप करें; जगह ठीक करने के लिए पिन को खींचें।',
    pin: 'जिम का पिन',
    latitude: 'अक्षांश',
    longitude: 'देशांतर',
    placePin: 'मैप पर पिन लगाएँ',
    membershipRequired: 'जिम की मेंबरशिप ज़रूरी है',
    membershipDetails: 'मेंबरशिप की जानकारी',
    map: 'मैप: अपने जिम का पिन लगाने के लिए टैप करें',
    marker: 'जिम की लोकेशन का पिन',
    markerTitle: 'जिम की लोकेशन का पिन: जगह ठीक करने के लिए खींचें',
    zoomIn: 'ज़ूम इन करें',
    zoomOut: 'ज़ूम आउट करें',
  } satisfies TranslationOf<typeof portfolioGymText>,

  portfolioContactTab: {
    labels: {
      phone: 'फ़ोन',
      email: 'ईमेल',
      website: 'वेबसाइट',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    placeholders: {
      phone: '+91 98200 12345',
      email: 'meera@example.in',
      website: 'https://',
      instagram: '@meera.fitness',
      youtube: 'https://youtube.com/@meera.fitness',
    },
  } satisfies TranslationOf<typeof portfolioContactText>,
};
