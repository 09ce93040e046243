import { catalogue } from '#shared/catalogue.ts';

/** The profile screen's own words: its navigation, Profile Information and the password. */
export const profileText = catalogue('profile', {
  nav: {
    label: 'Profile',
    information: 'Profile Information',
    sessions: 'My Sessions',
    packs: 'My Packs',
    reminders: 'Reminders',
    privacy: 'Privacy',
  },
  goToDashboard: 'Go to Dashboard',
  becomeTrainer: 'Become a Trainer',

  informationTitle: 'Profile Information',
  informationIntro: 'Keep your details up to date so trainers know who they are training.',
  loadingProfile: 'Loading your profile',
  loadingReminders: 'Loading your reminder settings',
  loadingPrivacy: 'Loading your privacy settings',
  retry: 'Retry',

  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your sign-in email can’t be changed here.',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  city: 'City',
  gender: 'Gender',
  selectGender: 'Select gender',
  genders: {
    male: 'Male',
    female: 'Female',
    other: 'Other',
    'prefer-not-to-say': 'Prefer not to say',
  },
  saving: 'Saving...',
  saveChanges: 'Save Changes',

  image: 'Profile image',
  imageAlt: 'Your profile image',
  imageHint: 'A clear photo of your face. JPG, PNG or WebP, up to 5 MB.',
  changePhoto: 'Change photo',
  uploadPhoto: 'Upload photo',
  removePhoto: 'Remove',
  cancelUpload: 'Cancel upload',
  uploadProgress: 'Upload progress',
  uploading: (percent: number) => `Uploading… ${percent}%`,

  passwordTitle: 'Change password',
  passwordIntro: 'Every other device signed in to your account will be signed out.',
  currentPassword: 'Current password',
  changePassword: 'Change password',
});
