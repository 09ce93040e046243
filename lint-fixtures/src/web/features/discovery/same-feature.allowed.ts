import { imported } from './components/trainer-card';

export const used = [imported];
