import { imported } from '#web/app/become-trainer.tsx';

export const used = [imported];
