import { imported } from '../../trainer-count';

export const used = [imported];
