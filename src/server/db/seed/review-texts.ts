import type { ServiceKey } from '#shared/catalog.ts';
import type { Random } from './random';

/** What a review is about: the trainer, one thing the client noticed, the kind of session. */
export interface ReviewSubject {
  trainerFirstName: string;
  /** e.g. "my lower back no longer aches after a day at the desk" */
  outcome: string;
  specialization: string;
  service: ServiceKey;
}

type Template = (s: ReviewSubject) => string;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SHORT: Record<1 | 2 | 3 | 4 | 5, readonly Template[]> = {
  5: [
    (s) => `${s.trainerFirstName} is fantastic. After a month ${s.outcome}.`,
    (s) =>
      `Punctual, patient and really knows ${s.specialization.toLowerCase()}. ${capitalise(s.outcome)}.`,
    (s) =>
      `Best fitness decision I made this year: ${s.outcome}. Highly recommend ${s.trainerFirstName}.`,
    (s) => `Sessions are tough but fun, and ${s.outcome}.`,
    (s) => `Explains the why behind every exercise. ${capitalise(s.outcome)}. Booking again.`,
    (s) =>
      `I was nervous as a beginner but ${s.trainerFirstName} made it easy. ${capitalise(s.outcome)}.`,
    (s) =>
      `${s.trainerFirstName} worked around my old knee problem without fuss, and ${s.outcome}.`,
    (s) =>
      s.service === 'online'
        ? `Online sessions felt just as personal as in-person ones. ${capitalise(s.outcome)}.`
        : `Always on time and well prepared. ${capitalise(s.outcome)}.`,
  ],
  4: [
    (s) => `Good sessions and ${s.outcome}. Occasionally starts a few minutes late.`,
    (s) => `Knowledgeable and friendly. I would like a bit more variety, but ${s.outcome}.`,
    (s) =>
      s.service === 'online'
        ? `Solid coaching over video; ${s.outcome}. My own internet dropped once, not the trainer's fault.`
        : `Solid trainer and ${s.outcome}. The place gets crowded in the evening slot.`,
    (s) =>
      `Very good technique coaching. The diet advice could be more detailed, but ${s.outcome}.`,
    (s) => `${s.trainerFirstName} pushes you just enough. ${capitalise(s.outcome)}.`,
  ],
  3: [
    () => 'Decent session, but it felt a little rushed towards the end.',
    () => 'Knows the subject well, though the plan felt generic for my goals.',
    () => 'Okay overall. Good exercises, but replies between sessions were slow.',
    (s) =>
      `Some progress (${s.outcome}), but a couple of sessions were rescheduled at short notice.`,
  ],
  2: [
    () => 'Started 20 minutes late and still ended on time. Not worth the price for me.',
    () => 'The workout was fine but felt like a standard routine, not personalised at all.',
  ],
  1: [
    () => 'The trainer arrived very late and did not reply to my messages about it afterwards.',
    (s) =>
      s.service === 'online'
        ? 'The video call started late and the trainer kept checking the phone. Disappointing.'
        : 'The session was cut short without explanation. Disappointing.',
  ],
};

const REASONS = [
  'my doctor asked me to get active after a high cholesterol report',
  'I had a family wedding coming up and wanted to feel fit for it',
  'I wanted to get back in shape after my second child',
  'I kept getting small injuries training on my own',
  'two years of working from home had left me stiff and unfit',
  'I am training for my first half marathon',
  'I wanted someone to keep me accountable',
];

const OPENINGS: readonly Template[] = [
  (s) =>
    `${s.trainerFirstName} spent the first session just asking questions and watching me move.`,
  (s) => `From the first session ${s.trainerFirstName} had a clear plan written down for me.`,
  () => 'The first week was mostly technique and I was impatient, but it paid off.',
];

const SETTINGS: Record<ServiceKey, readonly string[]> = {
  personal: [
    'One-to-one attention makes a real difference; every rep was watched.',
    'The gym was clean and the equipment was ready when I arrived.',
  ],
  group: [
    'The group is small enough that everyone still gets corrected.',
    'Training with a small group kept me motivated on lazy mornings.',
  ],
  online: [
    'The video sessions were smooth and I only needed a mat and two dumbbells.',
    'Camera angles were set up in the first call so my form could be checked properly.',
  ],
};

/** A short comment (at most 200 characters) fitting the rating. */
export function reviewComment(random: Random, rating: 1 | 2 | 3 | 4 | 5, s: ReviewSubject) {
  const text = random.pick(SHORT[rating])(s);
  return text.length <= 200 ? text : `${text.slice(0, 197).trimEnd()}...`;
}

/** A detailed review (at most 1000 characters) for a good experience. */
export function detailedReview(random: Random, rating: 4 | 5, s: ReviewSubject): string {
  const sessions = random.int(6, 24);
  const sentences = [
    `I booked ${s.service === 'online' ? 'online' : s.service === 'group' ? 'group' : 'personal'} sessions because ${random.pick(REASONS)}.`,
    random.pick(OPENINGS)(s),
    random.pick(SETTINGS[s.service]),
    `After ${sessions} sessions ${s.outcome}.`,
    rating === 5
      ? `I would recommend ${s.trainerFirstName} to anyone who wants steady, sensible progress.`
      : 'Scheduling could be a little more flexible, but I am continuing.',
  ];
  return sentences.join(' ').slice(0, 1000);
}
