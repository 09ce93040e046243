import { imported } from '../api/get-nearby-trainers';

export const used = [imported];
