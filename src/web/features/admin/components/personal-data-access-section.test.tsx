import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PersonalDataAccessEntry } from '#shared/personal-data-access.ts';
import { personalDataAccessKeys } from '../api/personal-data-access';
import { PersonalDataAccessSection } from './personal-data-access-section';

function render(entries: PersonalDataAccessEntry[], totalCount = entries.length) {
  const client = new QueryClient();
  client.setQueryData(personalDataAccessKeys.all, {
    pages: [{ entries, totalCount, page: 1 }],
    pageParams: [1],
  });
  const html = renderToString(
    createElement(QueryClientProvider, { client }, createElement(PersonalDataAccessSection)),
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const entry = (overrides: Partial<PersonalDataAccessEntry>): PersonalDataAccessEntry => ({
  id: 'e1',
  action: 'kyc-numbers-revealed',
  detail: 'Aadhaar number',
  actor: { kind: 'admin', name: 'Anita Rao' },
  subject: { userId: 'u1', name: 'Meera Iyer', anonymised: false },
  at: '2026-03-02T04:30:00.000Z',
  ...overrides,
});

describe('the admin’s record of personal data access', () => {
  it('says plainly when no one has reached anyone’s data', () => {
    expect(render([])).toContain('No one has reached anyone’s personal data yet.');
  });

  it('names what, who, whose and when in IST, for admins, the person and Kasrat', () => {
    const text = render([
      entry({}),
      entry({
        id: 'e2',
        action: 'data-exported',
        detail: null,
        actor: { kind: 'person', name: null },
        subject: { userId: 'u2', name: 'Bela Shah', anonymised: false },
        at: '2026-03-01T12:00:00.000Z',
      }),
      entry({
        id: 'e3',
        action: 'account-deleted',
        detail: null,
        actor: { kind: 'system', name: null },
        subject: { userId: 'u3', name: null, anonymised: true },
        at: '2026-02-28T18:30:00.000Z',
      }),
    ]);
    expect(text).toContain(
      '2 Mar 2026, 10:00 am IST Revealed a KYC number: Aadhaar number By Anita Rao · whose: Meera Iyer',
    );
    expect(text).toContain(
      '1 Mar 2026, 5:30 pm IST Copy of their data made By The person themselves · whose: Bela Shah',
    );
    expect(text).toContain(
      '1 Mar 2026, 12:00 am IST Account deleted By Kasrat (automatic) · whose: Anonymised person',
    );
    expect(text).not.toContain('Load more');
  });

  it('offers the next page while there is one', () => {
    expect(render([entry({})], 45)).toContain('Load more');
  });
});
