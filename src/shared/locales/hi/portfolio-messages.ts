import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { PORTFOLIO_NUMBER_TEXT, PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import messagesInHindi from './messages';

const { messages } = messagesInHindi;

export default {
  portfolioMessages: {
    unsavedChanges: 'आपके बदलाव अभी सेव नहीं हुए हैं। पेज छोड़ने पर वे मिट जाएँगे। क्या आप पेज छोड़ना चाहते हैं?',
    nameRequired: 'नाम लिखना ज़रूरी है',
    nameShort: 'नाम में कम से कम 2 अक्षर होने चाहिए',
    titleRequired: 'प्रोफ़ेशनल टाइटल लिखना ज़रूरी है',
    titleShort: 'प्रोफ़ेशनल टाइटल में कम से कम 5 अक्षर होने चाहिए',
    bioRequired: 'बायो लिखना ज़रूरी है',
    bioShort: 'बायो में कम से कम 50 अक्षर होने चाहिए',
    bioLong: 'बायो में 1,000 से ज़्यादा अक्षर नहीं हो सकते',
    cityRequired: 'शहर लिखना ज़रूरी है',
    invalidNumber: 'कृपया सही संख्या लिखें',
    invalidPhone: messages.invalidPhone,
    invalidEmail: messages.invalidEmail,
    invalidWebsite: 'कृपया अपनी वेबसाइट का सही पता लिखें',
    invalidInstagram: 'Instagram हैंडल @ से शुरू करें या पूरा लिंक लिखें',
    invalidYoutube: 'कृपया YouTube का सही लिंक लिखें',
    selectSpecialization: 'कृपया कम से कम एक स्पेशलाइज़ेशन चुनें',
    enableOneService: 'कृपया कम से कम एक सर्विस चालू करें',
    packSessionsInvalid: 'एक पैक में 2 से 50 सेशन हो सकते हैं',
    packValidityInvalid: 'पैक 7 से 365 दिन तक वैलिड रह सकता है',
    packPriceInvalid: 'पैक की कीमत पूरे रुपयों में और शून्य से ज़्यादा होनी चाहिए',
    packPriceUneven:
      'पैक की कीमत उसके सेशन में पैसे तक बराबर बँटनी चाहिए (जैसे 3 सेशन के लिए ₹2,997 या ₹3,000, ₹2,999 नहीं)',
    packPriceTooHigh: 'पैक की कीमत उतने ही सेशन अलग-अलग बुक करने से ज़्यादा नहीं हो सकती',
    tooManyPacks: 'एक सर्विस में ज़्यादा से ज़्यादा 3 पैक हो सकते हैं',
    duplicatePack: 'एक सर्विस के दो पैक में सेशन की संख्या एक जैसी नहीं हो सकती',
    profileImageRequired: 'प्रोफ़ाइल फ़ोटो ज़रूरी है',
    listingImageRequired: 'लिस्टिंग फ़ोटो ज़रूरी है',
    priceRequired: 'सर्विस की कीमत लिखना ज़रूरी है',
    priceTooLow: 'सर्विस की कीमत कम से कम ₹50 होनी चाहिए',
    priceTooHigh: 'सर्विस की कीमत ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है',
    unknownSpecialization: 'कृपया लिस्ट में से ही स्पेशलाइज़ेशन चुनें',
    unknownTime: 'कृपया लिस्ट में से ही समय चुनें',
    tooManyCertifications: 'आप ज़्यादा से ज़्यादा 3 सर्टिफ़िकेशन जोड़ सकते हैं',
    tooManyAchievements: 'आप ज़्यादा से ज़्यादा 3 उपलब्धियाँ जोड़ सकते हैं',
    emptyItem: 'कुछ लिखें या इसे हटा दें',
    duplicateItem: 'हर चीज़ सिर्फ़ एक बार जोड़ी जा सकती है',
    latitudeRange: 'अक्षांश -90 से 90 के बीच होना चाहिए',
    longitudeRange: 'देशांतर -180 से 180 के बीच होना चाहिए',
    tooLong: (max: number) => `${formatNumber(max, 'hi')} से ज़्यादा अक्षर नहीं लिख सकते`,
    pinFarFromCity: (city: string, km: number, maxKm: number) =>
      `यह पिन ${city} से ${formatNumber(Math.round(km), 'hi')} किमी दूर है। इसे ${city} से ${maxKm} किमी के अंदर लगाएँ, या शहर बदलें।`,

    fixErrors: 'सेव करने से पहले कृपया गलतियाँ ठीक करें।',
    tabHasErrors: 'इसमें गलतियाँ हैं',
    saved: 'पोर्टफ़ोलियो अपडेट हो गया! एडमिन की मंज़ूरी के बाद बदलाव दिखने लगेंगे।',
    saveFailed: 'पोर्टफ़ोलियो सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
    loadFailed: 'पोर्टफ़ोलियो की जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
    imageUploadFailed: 'फ़ोटो अपलोड नहीं हो सकी',
    geolocationUnsupported: 'आपका ब्राउज़र लोकेशन सर्विस सपोर्ट नहीं करता।',
    geolocationFailed: 'आपकी मौजूदा लोकेशन नहीं मिल सकी। कृपया लोकेशन सर्विस चालू करें।',
    usingLocation: 'आपकी मौजूदा लोकेशन ले ली गई है!',
    gymPinPlaced: 'जिम की लोकेशन पर पिन लग गया!',
    gymLocationUpdated: 'जिम की लोकेशन अपडेट हो गई!',
    takeCity: (city: string) => `${city} चुनें`,
    pinNearCity: (city: string) => `पिन ${city} के पास है।`,
    moveToCityCentre: (city: string) => `पिन को ${city} के सेंटर पर ले जाएँ`,
    pinFromCentre: (km: number, city: string) =>
      `पिन ${city} के सेंटर से ${formatNumber(Number(km.toFixed(1)), 'hi')} किमी दूर`,
    pinOverLimit: (maxKm: number) => `${maxKm} किमी की सीमा से बाहर`,
    findAddress: 'मैप पर पता ढूँढें',

    servicesSaved: 'सर्विस अपडेट हो गईं!',
    servicesSaveFailed: 'सर्विस सेव नहीं हो सकीं। कृपया फिर से कोशिश करें।',

    approved: 'पोर्टफ़ोलियो मंज़ूर होकर पब्लिश हो गया',
    rejected: 'पोर्टफ़ोलियो नामंज़ूर हुआ; ट्रेनर को इसकी वजह दिखेगी',
    nothingToReview: 'इस पोर्टफ़ोलियो में रिव्यू के लिए कोई नया बदलाव नहीं है',
    reasonRequired: 'कृपया ट्रेनर को नामंज़ूरी की वजह बताएँ',
  } satisfies TranslationOf<typeof PORTFOLIO_TEXT>,

  portfolioNumberMessages: {
    atLeast: (min: number) => `संख्या कम से कम ${formatNumber(min, 'hi')} होनी चाहिए`,
    atMost: (max: number) => `संख्या ज़्यादा से ज़्यादा ${formatNumber(max, 'hi')} हो सकती है`,
  } satisfies TranslationOf<typeof PORTFOLIO_NUMBER_TEXT>,
};
