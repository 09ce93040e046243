import type { MOVE_TEXT } from '#shared/booking-move-messages.ts';
import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

export default {
  moveMessages: {
    sessionMoved: 'सेशन नए समय पर कर दिया गया। आप दोनों को नया समय बता दिया गया है।',
    proposalSent: 'नया समय सुझा दिया गया। क्लाइंट इसे मान सकते हैं या मना कर सकते हैं।',
    proposalAccepted: 'सेशन सुझाए गए समय पर कर दिया गया।',
    proposalDeclined: 'सुझाया गया समय मना कर दिया गया। सेशन अपने समय पर ही रहेगा।',
    declinedAndCancelled: 'सुझाया गया समय मना किया और सेशन कैंसल हो गया। पूरा रिफ़ंड आपके पास आ रहा है।',
    declinedAndCancelledNoPayment: 'सुझाया गया समय मना किया और सेशन कैंसल हो गया।',
    notMovable: 'सिर्फ़ कन्फ़र्म सेशन ही रीशेड्यूल हो सकता है, और वह भी शुरू होने से पहले',
    tooLateToMove: 'सेशन शुरू होने से 24 घंटे पहले तक ही रीशेड्यूल हो सकता है',
    noMovesLeft: 'यह सेशन पहले ही दो बार रीशेड्यूल हो चुका है, इससे ज़्यादा नहीं हो सकता',
    sameSlot: 'कृपया अभी वाले समय से अलग कोई समय चुनें',
    clientMovesOnly: 'सेशन क्लाइंट ही रीशेड्यूल करते हैं; ट्रेनर नया समय सुझा सकते हैं',
    trainerProposesOnly: 'नया समय ट्रेनर ही सुझाते हैं; क्लाइंट सेशन रीशेड्यूल कर सकते हैं',
    proposalExists: 'एक नया समय पहले से सुझाया गया है, क्लाइंट के जवाब का इंतज़ार है',
    noOpenProposal: 'जवाब देने के लिए कोई सुझाया गया समय नहीं है',
    noteTooLong: 'नोट ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है',
    rescheduleTitle: 'सेशन रीशेड्यूल करें',
    proposeTitle: 'नया समय सुझाएँ',
    movesLeft: (left: number) => `इस सेशन को ${formatNumber(left, 'hi')} बार और रीशेड्यूल कर सकते हैं`,
    proposalBanner: (trainer: string, when: string) => `${trainer} यह सेशन ${when} पर करना चाहते हैं`,
    proposalWaiting: (when: string) => `आपने ${when} का समय सुझाया है; क्लाइंट के जवाब का इंतज़ार है`,
    noFreeSlots: 'इस दिन कोई समय खाली नहीं है। कृपया कोई और दिन देखें।',
    loadSlotsFailed: 'खाली समय लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    moveFailed: 'सेशन रीशेड्यूल नहीं हो सका। कृपया फिर से कोशिश करें।',
  } satisfies TranslationOf<typeof MOVE_TEXT>,
};
