import { imported } from '#web/features/trainer-profile/api/get-trainer-profile.ts';

export const used = [imported];
