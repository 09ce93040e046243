import { formatRupees } from '../../shared/money';

export const price = formatRupees(100);
