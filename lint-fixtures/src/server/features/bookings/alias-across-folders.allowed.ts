import { formatRupees } from '#shared/money.ts';

export const price = formatRupees(100);
