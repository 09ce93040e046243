import { imported } from '#server/app.ts';

export const used = [imported];
