import type { Portfolio } from './portfolio';

/**
 * A portfolio that passes every rule, for tests to start from and change one thing.
 * Images are left null: a real save needs uploads, which each test makes itself.
 */
export function samplePortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    name: 'Meera Iyer',
    title: 'Certified Strength Coach',
    heroHeadlineLine1: 'Stronger every week',
    heroHeadlineLine2: 'with a coach who plans',
    heroDescription: 'Progressive strength training for busy people.',
    bio: 'I coach beginners and returning lifters to train safely, build strength and keep the habit for years.',
    city: 'Mumbai',
    location: { type: 'Point', coordinates: [72.8295, 19.0596] },
    experience: 6,
    happyClients: 120,
    specializations: ['Strength Training', 'Weight Training'],
    certifications: ['ACE CPT'],
    achievements: ['State powerlifting finalist 2022'],
    heroImage1: null,
    heroImage2: null,
    profileImage: 'https://cdn.example.in/avatars/meera.webp',
    listingImage: 'https://cdn.example.in/listing/meera.webp',
    services: {
      personal: { enabled: true, price: 1500 },
      group: { enabled: false, price: 800 },
      online: { enabled: true, price: 999.5 },
    },
    phone: '+91 98200 12345',
    email: 'meera@example.in',
    website: 'https://meera.example.in',
    instagram: '@meera.lifts',
    youtube: '',
    availableTimes: ['7:00 AM', '6:00 PM'],
    trainingLocations: { myGym: true, clientHome: false },
    gymInfo: {
      name: 'Forge Fitness Bandra',
      address: 'Hill Road, Bandra West, Mumbai',
      coordinates: { lat: 19.0544, lng: 72.8347 },
      membershipRequired: false,
      membershipDetails: '',
    },
    ...overrides,
  };
}
