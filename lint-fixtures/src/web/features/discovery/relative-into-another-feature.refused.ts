import { imported } from '../trainer-profile/api/get-trainer-profile';

export const used = [imported];
