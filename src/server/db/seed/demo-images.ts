import { present } from '#shared/present.ts';
/**
 * The illustrations under public/demo/, drawn by scripts/generate-demo-images.mjs and served
 * at /demo/. The names here must match the files that script writes (the seed test checks).
 */
/** Where a portrait's backdrop suggests the trainer works. */
export const PORTRAIT_SETTINGS = ['gym', 'park', 'studio', 'yoga', 'seafront'] as const;
export type PortraitSetting = (typeof PORTRAIT_SETTINGS)[number];

export interface PortraitLook {
  /** The file name without extension, e.g. `woman-07`. */
  id: string;
  gender: 'male' | 'female';
  setting: PortraitSetting;
  /** A Sikh man's turban or a woman's hijab, drawn in place of hair. */
  headwear: 'turban' | 'hijab' | 'none';
}

/**
 * Distinct people per gender. A city has at most 16 demo trainers of one gender, so 32 leave
 * room for each city's portraits to be different and still fit the trainer's specialty.
 */
export const PORTRAITS_PER_GENDER = 32;

/** Every portrait the script draws; the script reads this list, so names cannot drift. */
export const PORTRAIT_LOOKS: readonly PortraitLook[] = (['female', 'male'] as const).flatMap(
  (gender) =>
    Array.from({ length: PORTRAITS_PER_GENDER }, (_, index) => ({
      id: `${gender === 'female' ? 'woman' : 'man'}-${String(index + 1).padStart(2, '0')}`,
      gender,
      setting: present(PORTRAIT_SETTINGS[index % PORTRAIT_SETTINGS.length], 'a portrait setting'),
      headwear: index % 8 === 5 ? (gender === 'male' ? 'turban' : 'hijab') : 'none',
    })),
);

export const SCENE_NAMES = [
  'gym',
  'yoga',
  'park',
  'seafront',
  'pool',
  'boxing',
  'cycling',
  'rooftop',
  'functional',
  'online',
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

export const SCENE_VARIANTS = ['a', 'b'] as const;

export function portraitUrl(look: PortraitLook): string {
  return `/demo/portraits/${look.id}.webp`;
}

/** The same person on a 4:3 backdrop, for listing cards. */
export function listingUrl(look: PortraitLook): string {
  return `/demo/listings/${look.id}.webp`;
}

export function sceneUrl(scene: SceneName, variant: (typeof SCENE_VARIANTS)[number]): string {
  return `/demo/scenes/${scene}-${variant}.webp`;
}

/** Every demo image URL, for the test that checks the files exist. */
export function allDemoImageUrls(): string[] {
  return [
    ...PORTRAIT_LOOKS.map(portraitUrl),
    ...PORTRAIT_LOOKS.map(listingUrl),
    ...SCENE_NAMES.flatMap((scene) => SCENE_VARIANTS.map((variant) => sceneUrl(scene, variant))),
  ];
}
