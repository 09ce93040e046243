import type { Specialization } from '#shared/catalog.ts';
import type { SceneName } from './demo-images';

/** What a demo trainer of a given main specialization says, holds and looks like. */
export interface Specialty {
  titles: readonly string[];
  /** Specializations a trainer with this main one plausibly also lists. */
  related: readonly Specialization[];
  certifications: readonly string[];
  /** Bio sentences on how this trainer works. */
  methods: readonly string[];
  /** Bio sentences on where the trainer comes from. */
  backgrounds: readonly string[];
  /** Things a client noticed, for reviews: "after a month {outcome}". */
  outcomes: readonly string[];
  achievements: readonly string[];
  gymKinds: readonly string[];
  scenes: readonly SceneName[];
}

export const SPECIALTIES: Record<Specialization, Specialty> = {
  'Weight Training': {
    titles: ['Certified Personal Trainer', 'Strength & Physique Coach', 'Gym Floor Coach'],
    related: ['Strength Training', 'Bodybuilding', 'Nutrition & Diet', 'Core Training'],
    certifications: [
      'ACE Certified Personal Trainer',
      'NASM Certified Personal Trainer (CPT)',
      'K11 Certified Fitness Trainer',
      'Gold’s Gym Fitness Institute Certified Trainer',
    ],
    methods: [
      'My programmes run in four-week blocks built on squat, hinge, push and pull patterns, and every session is logged so the weights on the bar keep moving up.',
      'I start every new client with a movement screen and two weeks of technique work before we load anything heavy.',
      'I use simple progressive overload: the same lift, a little more weight or one more rep each week, with a lighter week every fourth.',
    ],
    backgrounds: [
      'I started lifting in a basement gym during college and have been coaching on the gym floor ever since.',
      'I spent six years as a floor trainer at a large chain gym before going independent.',
    ],
    outcomes: [
      'my squat went from the empty bar to 60 kg with proper depth',
      'I can finally do push-ups from the floor',
      'my shoulders stopped hurting when I bench',
      'I lost 6 kg and my clothes fit differently',
    ],
    achievements: [
      'Coached over 80 clients to their first bodyweight deadlift',
      'Senior trainer of the year at a multi-city gym chain',
      'Runs a free Sunday technique clinic for beginners',
    ],
    gymKinds: ['Fitness Studio', 'Strength Club', 'Gym'],
    scenes: ['gym'],
  },
  'Yoga & Pilates': {
    titles: [
      'Yoga Teacher (RYT-200)',
      'Hatha & Vinyasa Yoga Teacher',
      'Yoga and Mat Pilates Instructor',
    ],
    related: ['Flexibility Training', 'Core Training', 'Rehabilitation', 'Nutrition & Diet'],
    certifications: [
      'Yoga Alliance RYT-200',
      'Yoga Alliance RYT-500',
      'STOTT PILATES Mat Instructor',
      'Diploma in Yoga Education, Bihar School of Yoga',
      'Yoga Certification Board (Ministry of AYUSH) Level 2',
    ],
    methods: [
      'Classes combine Hatha sequences with mat Pilates for the deep core, and every session closes with ten minutes of pranayama.',
      'I teach alignment first: blocks, straps and the wall are our friends until a pose feels steady without them.',
      'Sessions are slow and precise; we hold fewer poses for longer so that you feel what each one is doing.',
    ],
    backgrounds: [
      'I trained in Rishikesh and Mysuru and have taught yoga every morning since.',
      'I came to yoga to recover from a slipped disc and stayed to teach it.',
    ],
    outcomes: [
      'my lower back no longer aches after a day at the desk',
      'I can touch my toes for the first time in years',
      'I sleep much better and the breathing work calms me before meetings',
      'my posture has visibly improved',
    ],
    achievements: [
      'Led International Day of Yoga sessions for over 500 participants',
      'Teaches a weekly free class for senior citizens',
      'Conducted corporate yoga programmes for three IT campuses',
    ],
    gymKinds: ['Yoga Shala', 'Yoga Studio', 'Wellness Studio'],
    scenes: ['yoga', 'seafront'],
  },
  CrossFit: {
    titles: ['CrossFit Level 2 Coach', 'CrossFit Coach', 'Functional Fitness Coach'],
    related: ['HIIT', 'Functional Training', 'Strength Training', 'Cardio'],
    certifications: [
      'CrossFit Level 1 Trainer (CF-L1)',
      'CrossFit Level 2 Trainer (CF-L2)',
      'USA Weightlifting Level 1 Coach',
      'CrossFit Kids Trainer Course',
    ],
    methods: [
      'Workouts are constantly varied but never random: every week has a strength piece, a gymnastics skill and two conditioning pieces, all scaled to you.',
      'We scale every movement; a first-timer and a competitor do the same workout at different loads and finish together.',
      'I teach the Olympic lifts in parts, with a PVC pipe, before anyone touches a loaded barbell.',
    ],
    backgrounds: [
      'I found CrossFit after years of running and now coach classes six days a week.',
      'I competed in regional throwdowns for four seasons before coaching full time.',
    ],
    outcomes: [
      'I got my first strict pull-up',
      'my engine is so much better that stairs no longer wind me',
      'I learned to clean with good form',
      'I feel stronger in everyday life, carrying groceries and my kids',
    ],
    achievements: [
      'Top-10 finish at a national functional fitness competition',
      'Took 40 members through their first CrossFit Open',
      'Head coach at an affiliate box for five years',
    ],
    gymKinds: ['CrossFit Box', 'Athletic Club', 'Training Box'],
    scenes: ['functional', 'gym'],
  },
  Cardio: {
    titles: ['Cardio & Conditioning Coach', 'Fat-Loss Coach', 'Certified Fitness Trainer'],
    related: ['HIIT', 'Running', 'Cycling', 'Dance Fitness', 'Nutrition & Diet'],
    certifications: [
      'ACE Certified Group Fitness Instructor',
      'ACSM Certified Exercise Physiologist',
      'Spinning Instructor Certification (Mad Dogg Athletics)',
      'K11 Certified Fitness Trainer',
    ],
    methods: [
      'I train with heart-rate zones: most work is easy zone-two effort, with one hard interval day a week.',
      'We mix the rower, bike, skipping and brisk incline walks so that the heart works hard and the joints do not pay for it.',
    ],
    backgrounds: [
      'A former district-level footballer, I coach conditioning for people who want more stamina, not bigger muscles.',
      'I moved from aerobics instruction to one-to-one conditioning coaching and never looked back.',
    ],
    outcomes: [
      'my resting heart rate dropped by almost ten beats',
      'I finished a full-day trek without stopping',
      'my stamina is much better and I lost 5 kg',
      'I can climb four floors without gasping',
    ],
    achievements: [
      'Helped more than 60 clients lose over 8 kg each',
      'Ran stamina camps for a corporate football league',
    ],
    gymKinds: ['Fitness Studio', 'Fitness Hub'],
    scenes: ['park', 'rooftop'],
  },
  Bodybuilding: {
    titles: ['Bodybuilding & Contest Prep Coach', 'Physique Coach', 'Hypertrophy Coach'],
    related: ['Weight Training', 'Nutrition & Diet', 'Strength Training'],
    certifications: [
      'ISSA Certified Bodybuilding Specialist',
      'NASM Certified Personal Trainer (CPT)',
      'ISSA Certified Fitness Nutritionist',
      'K11 Certified Fitness Trainer',
    ],
    methods: [
      'Training is split by body part with controlled tempo, and food is planned around Indian home meals rather than boiled chicken forever.',
      'I track weekly check-in photos, waist measurements and training volume so we adjust on data, not on feelings.',
    ],
    backgrounds: [
      'I competed in state bodybuilding shows for eight years and now prepare first-time competitors.',
      'I started training to put on weight as a skinny teenager and turned it into a career.',
    ],
    outcomes: [
      'I gained 4 kg of mostly muscle without crash bulking',
      'my arms and shoulders finally look filled out',
      'I learned how to eat enough protein on a vegetarian diet',
    ],
    achievements: [
      'Silver medal, state bodybuilding championship (75 kg class)',
      'Prepared 15 athletes for their first physique competition',
    ],
    gymKinds: ['Iron Gym', 'Strength Club', 'Muscle Gym'],
    scenes: ['gym'],
  },
  'Nutrition & Diet': {
    titles: ['Nutrition Coach & Trainer', 'Sports Nutrition Coach', 'Diet and Fitness Coach'],
    related: ['Weight Training', 'Cardio', 'Yoga & Pilates', 'Bodybuilding'],
    certifications: [
      'Precision Nutrition Level 1 Coach',
      'INFS Certified Nutrition and Fitness Coach',
      'ISSA Certified Fitness Nutritionist',
      'Diploma in Dietetics and Nutrition',
    ],
    methods: [
      'I plan meals around what your family already cooks: dal, roti, rice and sabzi, adjusted in portions rather than replaced.',
      'We track three habits at a time, such as protein at every meal or a walk after dinner, and add more only when those stick.',
    ],
    backgrounds: [
      'I studied food science and moved into coaching when I saw how many diets fail in real Indian kitchens.',
      'Before coaching I worked as a hospital dietitian for four years.',
    ],
    outcomes: [
      'my HbA1c came down and my doctor reduced a medicine',
      'I stopped late-night snacking and lost 7 kg',
      'I finally understand portion sizes without weighing everything',
    ],
    achievements: [
      'Guided over 200 clients through sustainable fat loss',
      'Writes a monthly column on vegetarian sports nutrition',
    ],
    gymKinds: ['Wellness Centre', 'Fitness Studio'],
    scenes: ['online', 'rooftop'],
  },
  'Dance Fitness': {
    titles: [
      'Zumba & Dance Fitness Instructor',
      'Dance Fitness Coach',
      'Bollywood Fitness Instructor',
    ],
    related: ['Cardio', 'HIIT', 'Flexibility Training', 'Core Training'],
    certifications: [
      'Zumba Instructor Network (ZIN) Licence',
      'Les Mills BODYJAM Instructor',
      'ACE Certified Group Fitness Instructor',
      'Aerobics and Step Instructor Certificate, K11',
    ],
    methods: [
      'Every class is a 45-minute playlist of Bollywood, bhangra and Latin tracks, with the steps broken down slowly before we go full speed.',
      'No dance background needed: I cue every move in advance, and you will sweat before you notice you are exercising.',
    ],
    backgrounds: [
      'I trained in Kathak as a child and found my way to fitness through Zumba.',
      'I choreographed for college fests and wedding sangeets before teaching dance fitness full time.',
    ],
    outcomes: [
      'I actually look forward to exercising now',
      'my stamina went up and I lost 4 kg without noticing',
      'I danced at my cousin’s sangeet without getting tired',
    ],
    achievements: [
      'Led a 300-person dance fitness flash mob for a charity run',
      'Teaches weekend dance fitness for a women’s housing society group',
    ],
    gymKinds: ['Dance Studio', 'Fitness Studio'],
    scenes: ['rooftop', 'yoga'],
  },
  'Sports Training': {
    titles: [
      'Sports Performance Coach',
      'Athletic Development Coach',
      'Strength & Conditioning Coach',
    ],
    related: ['Strength Training', 'Running', 'Functional Training', 'Rehabilitation'],
    certifications: [
      'NSCA Certified Strength and Conditioning Specialist (CSCS)',
      'Certificate Course in Sports Coaching, NIS Patiala',
      'FMS Level 1 (Functional Movement Screen)',
      'ACSM Certified Exercise Physiologist',
    ],
    methods: [
      'We work on speed, agility and jumping mechanics, and I test every athlete every six weeks so progress is measured, not guessed.',
      'Programmes follow your sport’s season: heavier strength work off-season, speed and freshness before tournaments.',
    ],
    backgrounds: [
      'I played cricket at the under-19 state level and now coach young athletes on strength and speed.',
      'I coached a university football team before starting one-to-one athletic coaching.',
    ],
    outcomes: [
      'my son’s sprint time improved before his school trials',
      'my badminton footwork is much quicker',
      'I stopped getting the same hamstring niggle every season',
    ],
    achievements: [
      'Strength coach for a state under-19 cricket squad',
      'Prepared 25 athletes for sports-quota college trials',
    ],
    gymKinds: ['Sports Performance Centre', 'Athletic Club'],
    scenes: ['functional', 'park'],
  },
  Rehabilitation: {
    titles: [
      'Physiotherapist & Rehab Trainer',
      'Post-Injury Rehab Coach',
      'Corrective Exercise Specialist',
    ],
    related: ['Flexibility Training', 'Core Training', 'Yoga & Pilates', 'Strength Training'],
    certifications: [
      'Bachelor of Physiotherapy (BPT)',
      'NASM Corrective Exercise Specialist (CES)',
      'FMS Level 1 (Functional Movement Screen)',
      'Kinesio Taping Certified Practitioner',
    ],
    methods: [
      'I work alongside your doctor’s advice: we assess, set a pain-free range and build strength back gradually, one phase at a time.',
      'Sessions mix mobility, controlled strengthening and education, so you understand what to avoid and why.',
    ],
    backgrounds: [
      'I am a physiotherapist by training and spent five years in an orthopaedic clinic before coaching one to one.',
      'After my own ACL reconstruction I specialised in getting people back to sport safely.',
    ],
    outcomes: [
      'my knee is stable again after the ligament surgery',
      'I can sit cross-legged without pain',
      'my frozen shoulder has almost full movement back',
    ],
    achievements: [
      'Guided over 150 post-surgery clients back to daily activity',
      'Runs back-care workshops for desk-based teams',
    ],
    gymKinds: ['Physio & Rehab Studio', 'Movement Clinic'],
    scenes: ['yoga', 'gym'],
  },
  'Martial Arts': {
    titles: ['Martial Arts & Self-Defence Coach', 'Kickboxing Coach', 'Boxing Fitness Coach'],
    related: ['HIIT', 'Functional Training', 'Cardio', 'Flexibility Training'],
    certifications: [
      'Black Belt (2nd Dan), Kyokushin Karate',
      'Amateur Boxing Coaching Certificate, NIS Patiala',
      'Krav Maga Practitioner Level 5',
      'Muay Thai Instructor Course',
    ],
    methods: [
      'Sessions start with footwork and guard, then pad work in rounds, and end with practical self-defence drills you can actually use.',
      'We build conditioning through technique: combinations on the pads, shadow boxing and bag rounds instead of endless burpees.',
    ],
    backgrounds: [
      'I have trained in karate since I was eight and have taught self-defence in schools and colleges.',
      'I boxed at the national level before turning to coaching fitness boxing.',
    ],
    outcomes: [
      'I feel far more confident walking home late',
      'my punches are sharper and my stamina doubled',
      'my daughter learned real self-defence moves',
    ],
    achievements: [
      'National championship bronze medallist',
      'Taught self-defence to over 1,000 college students',
    ],
    gymKinds: ['Dojo', 'Fight Club', 'Combat Academy'],
    scenes: ['boxing'],
  },
  Swimming: {
    titles: ['Swimming Coach', 'Learn-to-Swim and Fitness Coach', 'Aquatic Fitness Coach'],
    related: ['Cardio', 'Flexibility Training', 'Rehabilitation', 'Sports Training'],
    certifications: [
      'ASCA Level 1 Swim Coach',
      'Swimming Federation of India Certified Coach',
      'Lifeguard Certification, Royal Life Saving Society',
      'Aqua Aerobics Instructor Certificate',
    ],
    methods: [
      'Adults learn to float and breathe calmly first; strokes come after the fear goes.',
      'For fitness swimmers I set interval sets with stroke drills, so every length has a purpose.',
    ],
    backgrounds: [
      'I swam competitively at the state level and have taught swimming for years.',
      'I started as a lifeguard and moved into coaching adults who never learned as children.',
    ],
    outcomes: [
      'I swam my first full length at 38',
      'my freestyle breathing finally feels relaxed',
      'my kids are confident in the deep end now',
    ],
    achievements: ['Taught over 400 adults to swim', 'State-level medallist in 200 m freestyle'],
    gymKinds: ['Aquatic Centre', 'Swimming Club'],
    scenes: ['pool'],
  },
  Running: {
    titles: ['Running Coach', 'Marathon Coach', 'Endurance Running Coach'],
    related: ['Cardio', 'Strength Training', 'Flexibility Training', 'Nutrition & Diet'],
    certifications: [
      'RRCA Certified Running Coach',
      'UESCA Running Coach Certification',
      'Certificate Course in Athletics Coaching, NIS Patiala',
      'ACE Certified Personal Trainer',
    ],
    methods: [
      'Plans are built backwards from your race date, with easy runs truly easy, one quality session a week and strength work twice.',
      'I film your stride in the first session and we fix cadence and foot strike before adding mileage.',
    ],
    backgrounds: [
      'I have run fourteen full marathons and coach a weekend running group.',
      'I came to running at 30 to quit smoking and now coach people who start where I did.',
    ],
    outcomes: [
      'I finished my first half marathon without walking',
      'my 10K time dropped by six minutes',
      'my shin splints are gone since we fixed my cadence',
    ],
    achievements: [
      'Boston Marathon qualifier',
      'Coached 120 runners to their first half marathon',
      'Runs a free Sunday long-run group',
    ],
    gymKinds: ['Runners’ Club', 'Fitness Studio'],
    scenes: ['park', 'seafront'],
  },
  Cycling: {
    titles: ['Cycling Coach', 'Endurance Cycling Coach', 'Indoor Cycling Instructor'],
    related: ['Cardio', 'Strength Training', 'Running', 'Core Training'],
    certifications: [
      'USA Cycling Level 3 Coach',
      'Spinning Instructor Certification (Mad Dogg Athletics)',
      'British Cycling Level 2 Coach',
    ],
    methods: [
      'I coach with power and heart-rate data, and we ride structured intervals indoors on weekdays and long rides on weekends.',
      'New riders start with bike fit, cadence and group-riding etiquette before we talk about speed.',
    ],
    backgrounds: [
      'I have ridden several 600 km brevets and coach riders preparing for their first century.',
      'I raced criteriums for five seasons and now coach endurance cyclists.',
    ],
    outcomes: [
      'I completed my first 100 km ride',
      'my average speed went up by 3 km/h',
      'my knees stopped hurting once the saddle was set right',
    ],
    achievements: [
      'Super Randonneur (200, 300, 400 and 600 km brevets in one season)',
      'Led the city’s monthly women’s cycling ride for three years',
    ],
    gymKinds: ['Cycling Studio', 'Endurance Lab'],
    scenes: ['cycling'],
  },
  'Functional Training': {
    titles: ['Functional Training Coach', 'Movement & Mobility Coach', 'Kettlebell Coach'],
    related: ['Core Training', 'Strength Training', 'HIIT', 'CrossFit'],
    certifications: [
      'StrongFirst Kettlebell Instructor (SFG Level I)',
      'TRX Suspension Training Course',
      'FMS Level 1 (Functional Movement Screen)',
      'ACE Certified Personal Trainer',
    ],
    methods: [
      'We train movements, not muscles: carries, swings, lunges and rotations that make daily life easier.',
      'Kettlebells, suspension straps and your own bodyweight are enough; I can train you in a park, a gym or your living room.',
    ],
    backgrounds: [
      'I moved from bodybuilding-style training to functional work after seeing how much better my clients moved.',
      'A former army fitness instructor, I teach practical strength for everyday life.',
    ],
    outcomes: [
      'I can lift my toddler without worrying about my back',
      'my balance and coordination are noticeably better',
      'I move more freely and my old back pain is gone',
    ],
    achievements: [
      'Runs functional fitness sessions for three housing societies',
      'Passed the StrongFirst 24 kg snatch test',
    ],
    gymKinds: ['Movement Studio', 'Functional Training Centre'],
    scenes: ['functional', 'park'],
  },
  'Strength Training': {
    titles: ['Strength Coach', 'Powerlifting Coach', 'Strength & Conditioning Coach'],
    related: ['Weight Training', 'Core Training', 'Functional Training', 'Sports Training'],
    certifications: [
      'NSCA Certified Strength and Conditioning Specialist (CSCS)',
      'Starting Strength Coach Development Program',
      'Powerlifting India Certified Coach',
      'NASM Certified Personal Trainer (CPT)',
    ],
    methods: [
      'We build around the squat, bench press and deadlift with careful technique work, and track every set so progress is visible.',
      'I believe in strength for everyone: women, beginners and people over fifty get stronger on the same principles, at their own pace.',
    ],
    backgrounds: [
      'I competed in powerlifting for seven years and coach lifters from beginners to state level.',
      'I started strength training to manage my own back pain and now teach others to lift safely.',
    ],
    outcomes: [
      'I deadlifted my bodyweight for the first time',
      'I am visibly stronger and my back feels solid',
      'my bench press finally crossed 60 kg',
    ],
    achievements: [
      'State powerlifting championship medallist',
      'Coached 30 lifters to their first powerlifting meet',
    ],
    gymKinds: ['Barbell Club', 'Strength Club', 'Powerlifting Gym'],
    scenes: ['gym'],
  },
  HIIT: {
    titles: ['HIIT & Bootcamp Coach', 'Metabolic Conditioning Coach', 'Group Fitness Coach'],
    related: ['Cardio', 'Functional Training', 'Core Training', 'Dance Fitness'],
    certifications: [
      'Les Mills GRIT Instructor',
      'ACE Certified Group Fitness Instructor',
      'TRX Suspension Training Course',
      'K11 Certified Fitness Trainer',
    ],
    methods: [
      'Short, hard intervals with full recovery: 30 minutes of real effort instead of an hour of going through the motions.',
      'Every workout has a low-impact option, so knees and backs stay happy while the heart does the work.',
    ],
    backgrounds: [
      'I ran outdoor bootcamps in city parks for years before moving to small-group training.',
      'I coach busy professionals who have 30 minutes, not two hours.',
    ],
    outcomes: [
      'I lost 5 kg in three months with only 30-minute sessions',
      'my energy levels at work are much better',
      'I can finally keep up in the group class',
    ],
    achievements: [
      'Ran a 12-week corporate bootcamp with 150 participants',
      'Led outdoor bootcamps in three city parks',
    ],
    gymKinds: ['Bootcamp Studio', 'Fitness Studio'],
    scenes: ['rooftop', 'functional'],
  },
  'Flexibility Training': {
    titles: ['Mobility & Flexibility Coach', 'Stretch Therapist', 'Mobility Coach'],
    related: ['Yoga & Pilates', 'Rehabilitation', 'Core Training', 'Dance Fitness'],
    certifications: [
      'Functional Range Conditioning Mobility Specialist (FRCms)',
      'Yoga Alliance RYT-200',
      'NASM Corrective Exercise Specialist (CES)',
    ],
    methods: [
      'We combine active mobility drills with assisted stretching, so you gain range you can actually control.',
      'I measure hip, shoulder and spine range in the first session and re-test every month.',
    ],
    backgrounds: [
      'A former gymnast, I help stiff desk workers and athletes move more freely.',
      'I came to mobility coaching from dance and pilates teaching.',
    ],
    outcomes: [
      'my hips feel loose after years of sitting',
      'I can squat all the way down comfortably',
      'my neck and shoulder tightness has eased a lot',
    ],
    achievements: [
      'Mobility coach for a city football academy',
      'Runs desk-mobility workshops for offices',
    ],
    gymKinds: ['Movement Studio', 'Stretch Studio'],
    scenes: ['yoga', 'seafront'],
  },
  'Core Training': {
    titles: ['Core & Posture Coach', 'Pilates-Inspired Core Coach', 'Certified Personal Trainer'],
    related: ['Functional Training', 'Yoga & Pilates', 'Strength Training', 'Rehabilitation'],
    certifications: [
      'ACE Certified Personal Trainer',
      'STOTT PILATES Mat Instructor',
      'NASM Certified Personal Trainer (CPT)',
      'Pre- and Postnatal Exercise Specialist Certificate',
    ],
    methods: [
      'Core work here means breathing, bracing and anti-rotation, not hundreds of crunches.',
      'I pay special attention to women after pregnancy, rebuilding the deep core step by step.',
    ],
    backgrounds: [
      'I specialised in core and posture work after years of treating desk-job back pain in my clients.',
      'I coach new mothers and office workers who want a strong, pain-free middle.',
    ],
    outcomes: [
      'my back pain after long drives is gone',
      'I feel my core engaging properly for the first time',
      'my posture in photos looks completely different',
    ],
    achievements: [
      'Coached over 100 new mothers through postnatal core recovery',
      'Posture and back-care trainer for a large IT campus',
    ],
    gymKinds: ['Core Studio', 'Fitness Studio'],
    scenes: ['yoga', 'gym'],
  },
};

/** The people demo trainers say they mostly coach. */
export const CLIENT_FOCUS = [
  'Most of my clients are working professionals who give me 45 minutes before office.',
  'I work mostly with beginners who have never been comfortable in a gym.',
  'Many of my clients are in their fifties and sixties and want to stay strong and independent.',
  'A lot of my clients are women returning to exercise after pregnancy or a long break.',
  'I coach many college students and young athletes preparing for trials.',
  'My clients range from teenagers to grandparents; the plan changes, the principles do not.',
  'I mostly coach people with desk jobs, stiff hips and tight shoulders.',
];

export const PHILOSOPHIES = [
  'After every session I send a short note on WhatsApp with what we did and what to do before next time.',
  'I would rather you train three times a week for a year than seven times a week for a month.',
  'No crash diets and no supplements you do not need; consistency does the work.',
  'I keep sessions punctual and focused, and I will tell you honestly what is realistic.',
  'Every plan is written down, so you always know why we are doing what we are doing.',
  'I believe fitness should fit your life, your food and your schedule, not the other way round.',
];

export const HEADLINES: readonly (readonly [string, string])[] = [
  ['We Train To Live', 'A Healthy Life'],
  ['Stronger Every Week', 'One Session at a Time'],
  ['Move Better,', 'Live Better'],
  ['Your Pace.', 'Real Progress.'],
  ['Build Strength', 'That Lasts'],
  ['Fitness That Fits', 'Your Life'],
  ['Show Up Today,', 'Thank Yourself Tomorrow'],
  ['Train Smart,', 'Stay Consistent'],
  ['Breathe. Move.', 'Grow Stronger.'],
  ['From First Step', 'To Finish Line'],
];

/** The language a trainer from each region usually also coaches in, if any. */
export const HOME_LANGUAGES: Record<string, string | undefined> = {
  marathi: 'Marathi',
  north: 'Hindi',
  punjabi: 'Punjabi',
  kannada: 'Kannada',
  telugu: 'Telugu',
  tamil: 'Tamil',
  bengali: 'Bengali',
  gujarati: 'Gujarati',
  rajasthani: 'Hindi',
  malayali: 'Malayalam',
  muslim: 'Urdu',
  christian: undefined,
};

export const GENERIC_CERTIFICATIONS = [
  'First Aid and CPR, Indian Red Cross Society',
  'ACE Certified Personal Trainer',
  'REPs India Level 3 Personal Trainer',
];
