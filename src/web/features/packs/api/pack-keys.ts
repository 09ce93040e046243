/** Every pack query key starts here, so a purchase or a booking can invalidate them all. */
export const packKeys = {
  all: ['packs'] as const,
  list: () => [...packKeys.all, 'list'] as const,
  detail: (id: string) => [...packKeys.all, 'detail', id] as const,
};
