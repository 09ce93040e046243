import { catalogue } from './catalogue';
import { MESSAGES } from './messages';

/** The portfolio editor's messages (docs/product/trainer-portfolio.md). */
export const PORTFOLIO_MESSAGES = {
  // Leaving the portfolio editor or Services Management with unsaved changes (issue 17)
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters long',
  titleRequired: 'Title is required',
  titleShort: 'Professional title must be at least 5 characters long',
  bioRequired: 'Bio is required',
  bioShort: 'Bio must be at least 50 characters long',
  bioLong: 'Bio must not exceed 1000 characters',
  cityRequired: 'City is required',
  invalidNumber: 'Please enter a valid number',
  invalidPhone: MESSAGES.invalidPhone,
  invalidEmail: MESSAGES.invalidEmail,
  invalidWebsite: 'Please enter a valid website URL',
  invalidInstagram: 'Instagram handle should start with @ or be a full URL',
  invalidYoutube: 'Please enter a valid YouTube URL',
  selectSpecialization: 'Please select at least one specialization',
  enableOneService: 'Please enable at least one service',
  // Session packs per service (docs/product/packs.md#offers)
  packSessionsInvalid: 'A pack has 2 to 50 sessions',
  packValidityInvalid: 'A pack is valid for 7 to 365 days',
  packPriceInvalid: 'A pack’s price must be a whole number of rupees above zero',
  packPriceUneven:
    'A pack’s price must split evenly into its sessions, to the paisa (e.g. ₹2,997 or ₹3,000 for 3 sessions, not ₹2,999)',
  packPriceTooHigh: 'A pack must not cost more than its sessions at the single-session price',
  tooManyPacks: 'A service offers at most 3 packs',
  duplicatePack: 'Two packs of a service cannot have the same number of sessions',
  profileImageRequired: 'Profile image is required',
  listingImageRequired: 'Listing image is required',
  priceRequired: 'Service price is required',
  priceTooLow: 'Service price must be at least ₹50',
  priceTooHigh: 'Service price must be at most ₹1,00,000',
  unknownSpecialization: 'Please choose specializations from the list',
  unknownTime: 'Please choose times from the list',
  tooManyCertifications: 'You can add up to 3 certifications',
  tooManyAchievements: 'You can add up to 3 achievements',
  emptyItem: 'Please enter some text or remove this item',
  duplicateItem: 'Each item can be added only once',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  tooLong: (max: number) => `Must not exceed ${max} characters`,
  pinFarFromCity: (city: string, km: number, maxKm: number) =>
    `This pin is ${Math.round(km)} km from ${city}. Place it within ${maxKm} km of ${city}, or change the city.`,

  fixErrors: 'Please fix the validation errors before saving.',
  /** Read out after a tab's name while it holds an error: "Basic Info, has errors". */
  tabHasErrors: 'has errors',
  saved: 'Portfolio updated successfully! Changes will be reflected after admin approval.',
  saveFailed: 'Failed to save portfolio. Please try again.',
  loadFailed: 'Failed to fetch portfolio data. Please try again.',
  imageUploadFailed: 'Failed to upload image',
  geolocationUnsupported: 'Location services not supported by your browser.',
  geolocationFailed: 'Unable to get your current location. Please enable location services.',
  usingLocation: 'Using your current location!',
  gymPinPlaced: 'Gym location pin placed!',
  gymLocationUpdated: 'Gym location updated!',
  takeCity: (city: string) => `Use ${city}`,
  pinNearCity: (city: string) => `The pin is near ${city}.`,
  moveToCityCentre: (city: string) => `Move the pin to ${city} centre`,
  pinFromCentre: (km: number, city: string) => `Pin ${km.toFixed(1)} km from ${city} centre`,
  pinOverLimit: (maxKm: number) => `over the ${maxKm} km limit`,
  findAddress: 'Find address on map',

  servicesSaved: 'Services updated successfully!',
  servicesSaveFailed: 'Failed to save services. Please try again.',

  approved: 'Portfolio approved and published',
  rejected: 'Portfolio rejected; the trainer sees the reason',
  nothingToReview: 'This portfolio has no changes awaiting review',
  reasonRequired: 'Please give the trainer a reason for the rejection',
} as const;

export const PORTFOLIO_TEXT = catalogue('portfolioMessages', PORTFOLIO_MESSAGES);

/** The number messages of docs/product/trainer-portfolio.md#field-rules. */
export const numberMessages = {
  atLeast: (min: number) => `Value must be at least ${min}`,
  atMost: (max: number) => `Value must be at most ${max}`,
};

export const PORTFOLIO_NUMBER_TEXT = catalogue('portfolioNumberMessages', numberMessages);
