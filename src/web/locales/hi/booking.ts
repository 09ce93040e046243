import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { packPaymentText } from '#web/app/pack-payment.text.ts';
import type { paymentPageText } from '#web/app/routes/payment-route.text.ts';
import type { checkoutText } from '#web/features/bookings/checkout.text.ts';
import type { bookingSheetText } from '#web/features/bookings/components/booking-modal.text.ts';
import type { feeText } from '#web/features/bookings/components/fee-breakdown.text.ts';
import type { packCreditText } from '#web/features/bookings/components/pack-credit.text.ts';
import type { sandboxCheckoutText } from '#web/features/bookings/components/sandbox-checkout.text.ts';
import type { repeatText } from '#web/features/bookings/components/weekly-repeat.text.ts';
import type { razorpayText } from '#web/features/bookings/razorpay-checkout.text.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  bookingSheet: {
    title: (trainer: string) => `${trainer} के साथ सेशन बुक करें`,
    description: '60 मिनट का सेशन · समय भारतीय मानक समय में',
    service: 'सर्विस',
    date: 'तारीख़',
    time: 'समय',
    location: 'जगह',
    sessionFee: 'सेशन फ़ीस',
    chooseService: 'सर्विस चुनें',
    placingBooking: 'बुक हो रहा है...',
    bookWithCredit: 'क्रेडिट से बुक करें',
    placeBooking: 'बुक करें',
    loadingDates: 'खाली तारीख़ें लोड हो रही हैं...',
    loadingSlots: 'स्लॉट लोड हो रहे हैं...',
    gymEntry:
      'जिम में एंट्री की ज़िम्मेदारी Kasrat की नहीं है। वहाँ ट्रेनिंग के लिए आपके पास वैध मेंबरशिप या ट्रायल पास होना चाहिए।',
    membershipRequired: (details: string | null) =>
      details ? `इस जिम में मेंबरशिप ज़रूरी है: ${details}` : 'इस जिम में मेंबरशिप ज़रूरी है।',
    yourAddress: 'आपका पता',
  } satisfies TranslationOf<typeof bookingSheetText>,

  bookingPackCredit: {
    payWith: 'किससे पेमेंट करें',
    packCreditOption: (left: number) => `पैक क्रेडिट इस्तेमाल करें (${n(left)} बचे)`,
    packExpires: (sessions: number, day: string) => `${n(sessions)} सेशन का पैक · ${day} तक वैध`,
    bookedFor: (service: string, trainer: string) => `${trainer} के साथ ${service}`,
    when: (date: string, time: string) => `${date} · ${time}`,
    close: 'बंद करें',
    viewMySessions: 'मेरे सेशन देखें',
  } satisfies TranslationOf<typeof packCreditText>,

  bookingRepeat: {
    weeksOfRepeat: 'दोहराए जाने वाले हफ़्ते',
    free: 'खाली ✓',
    insteadOf: (when: string) => `${when} की जगह`,
    skipWeek: 'यह हफ़्ता छोड़ें',
    seeMySessions: 'मेरे सेशन देखें',
    for: 'अवधि',
    weeks: (count: number) => `${n(count)} हफ़्ते`,
    chooseFirst: 'पहले सर्विस, तारीख़, समय और जगह चुनें: हर हफ़्ते की बुकिंग इन्हीं से शुरू होगी।',
    checking: 'हफ़्ते जाँचे जा रहे हैं...',
    sessionsFor: (count: number, amount: string) => `${n(count)} सेशन · ${amount}`,
    packCreditsButton: (count: number, left: number) =>
      `पैक क्रेडिट इस्तेमाल करें (${n(left)} में से ${n(count)})`,
    booking: 'बुक हो रहा है...',
    payOnce: (amount: string) => `एक साथ ${amount} का पेमेंट करें`,
  } satisfies TranslationOf<typeof repeatText>,

  bookingSandboxCheckout: {
    methods: { upi: 'UPI', card: 'कार्ड', netbanking: 'नेट बैंकिंग', wallet: 'वॉलेट' },
    paymentMethod: 'पेमेंट का तरीक़ा',
    upiId: 'UPI आईडी',
    upiInvalid: 'सही UPI आईडी डालें, जैसे name@okaxis',
    cardNumber: 'कार्ड नंबर',
    cardNumberInvalid: 'सही कार्ड नंबर डालें',
    expiry: 'एक्सपायरी',
    expiryInvalid: 'एक्सपायरी महीना/साल के रूप में डालें, जैसे 08/29',
    cvv: 'सीवीवी',
    cvvInvalid: 'सीवीवी डालें',
    bank: 'बैंक',
    wallet: 'वॉलेट',
    simulateDecline: 'नामंज़ूर पेमेंट आज़माएँ',
  } satisfies TranslationOf<typeof sandboxCheckoutText>,

  bookingFees: {
    sessionFee: 'सेशन फ़ीस',
    platformFee: (percent: string | null) => `प्लैटफ़ॉर्म फ़ीस${percent ? ` (${percent}%)` : ''}`,
    gst: (percent: string | null) => `प्लैटफ़ॉर्म फ़ीस पर जीएसटी${percent ? ` (${percent}%)` : ''}`,
    total: 'कुल',
  } satisfies TranslationOf<typeof feeText>,

  bookingCheckout: {
    title: 'पेमेंट पूरा करें',
    heading: 'अपना पेमेंट पूरा करें',
    processing: 'पेमेंट हो रहा है...',
    pay: (amount: string) => `${amount} का पेमेंट करें`,
    bookingDescription: (service: string, trainer: string) => `${trainer} के साथ ${service}`,
    packDescription: (sessions: number, service: string, trainer: string) =>
      `${trainer} के साथ ${n(sessions)} × ${service}`,
    trainer: 'ट्रेनर',
    service: 'सर्विस',
    viewMySessions: 'मेरे सेशन देखें',
  } satisfies TranslationOf<typeof checkoutText>,

  bookingRazorpay: {
    didNotLoad: 'Razorpay चेकआउट लोड नहीं हुआ',
    couldNotLoad: 'Razorpay चेकआउट लोड नहीं किया जा सका',
  } satisfies TranslationOf<typeof razorpayText>,

  bookingPaymentPage: {
    goToTrainers: 'ट्रेनर देखें',
    date: 'तारीख़',
    time: 'समय',
    timeValue: (time: string, minutes: number) => `${time} · ${n(minutes)} मिनट`,
    location: 'जगह',
    alreadyPaid: 'इस बुकिंग का पेमेंट हो चुका है।',
    chooseAnotherSlot: 'दूसरा स्लॉट चुनें',
    slotHeldFor: 'आपके लिए स्लॉट रुका है · बचा समय',
    bookingSummary: 'बुकिंग की जानकारी',
    paymentMethod: 'पेमेंट का तरीक़ा',
    payOnline: 'ऑनलाइन पेमेंट करें: UPI, कार्ड, नेट बैंकिंग या वॉलेट से।',
    feeBreakdown: 'फ़ीस का ब्योरा',
    freeCancellation: 'सेशन से 24 घंटे पहले तक कैंसल करने पर कोई चार्ज नहीं।',
  } satisfies TranslationOf<typeof paymentPageText>,

  bookingPackPayment: {
    myPacks: 'मेरे पैक',
    backToTrainer: 'ट्रेनर के पेज पर वापस जाएँ',
    viewPack: 'पैक देखें',
    weeklySessions: 'हर हफ़्ते के सेशन',
    sessionPack: 'सेशन पैक',
    sessions: 'सेशन',
    sessionsValue: (sessions: number, price: string) => `${n(sessions)} · ${price} प्रति सेशन`,
    valid: 'वैधता',
    validUntil: (day: string) => `${day} तक`,
    validDays: (days: number) => `पेमेंट से ${n(days)} दिन`,
    howCreditsWork:
      'पैक के हर सेशन को एक क्रेडिट से बुक करें, हर बार पेमेंट की ज़रूरत नहीं। पैक ख़त्म होने पर बचे हुए क्रेडिट का रिफ़ंड मिलता है।',
    total: 'कुल',
    onePaymentFor: (sessions: number) => `${n(sessions)} सेशन के लिए एक ही पेमेंट`,
  } satisfies TranslationOf<typeof packPaymentText>,
};
