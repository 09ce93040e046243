/**
 * The illustrations under public/demo/, drawn by scripts/generate-demo-images.mjs and served
 * at /demo/. The names here must match the files that script writes (the seed test checks).
 */
export const PORTRAIT_POSES = [
  'curl',
  'press',
  'squat',
  'tree',
  'warrior',
  'run',
  'boxing',
  'star',
] as const;
export type PortraitPose = (typeof PORTRAIT_POSES)[number];

/** Hair styles of the figures; the first two read as women, the last two as men. */
export const PORTRAIT_HAIR = {
  female: ['bun', 'ponytail'],
  male: ['short', 'crop'],
} as const;

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

export function portraitUrl(pose: PortraitPose, hair: string): string {
  return `/demo/portraits/${pose}-${hair}.webp`;
}

/** The same figure on a 4:3 backdrop, for listing cards. */
export function listingUrl(pose: PortraitPose, hair: string): string {
  return `/demo/listings/${pose}-${hair}.webp`;
}

export function sceneUrl(scene: SceneName, variant: (typeof SCENE_VARIANTS)[number]): string {
  return `/demo/scenes/${scene}-${variant}.webp`;
}

/** Every demo image URL, for the test that checks the files exist. */
export function allDemoImageUrls(): string[] {
  const hairs = [...PORTRAIT_HAIR.female, ...PORTRAIT_HAIR.male];
  return [
    ...PORTRAIT_POSES.flatMap((pose) => hairs.map((hair) => portraitUrl(pose, hair))),
    ...PORTRAIT_POSES.flatMap((pose) => hairs.map((hair) => listingUrl(pose, hair))),
    ...SCENE_NAMES.flatMap((scene) => SCENE_VARIANTS.map((variant) => sceneUrl(scene, variant))),
  ];
}
