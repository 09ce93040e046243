import { imported } from '../../shared/messages';

export const used = [imported];
