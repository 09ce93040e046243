import { describe, expect, it } from 'vitest';
import { findBrokenReferences, headingAnchors } from './reference-check';

const bookingPage = '# Booking\n\n## Holds\n\n## Cancellation and refunds\n';
const repository = new Set([
  'docs/product/booking.md',
  'docs/decisions/0013-payouts.md',
  'src/fixture.ts',
]);

function check(text: string, path = 'src/fixture.ts') {
  return findBrokenReferences(
    [
      { path: 'docs/product/booking.md', text: bookingPage },
      { path, text },
    ],
    repository,
  ).map(({ path, line, kind }) => `${path}:${line} ${kind}`);
}

describe('the reference check', () => {
  it('reports a numbered citation of the external specification', () => {
    expect(check('// ok\n// the rule of spec 01 section 5')).toEqual([
      'src/fixture.ts:2 external spec',
    ]);
    expect(check('// Spec 02 §4: the states')).toEqual(['src/fixture.ts:1 external spec']);
    expect(check("// the spec's §9")).toEqual(['src/fixture.ts:1 external spec']);
  });

  it('reports a decision cited by its number, and the external decisions file', () => {
    expect(check('// free until 24 h before (decision 12)')).toEqual([
      'src/fixture.ts:1 numbered decision',
    ]);
    expect(check('// Decisions 3, 6 and 7')).toEqual(['src/fixture.ts:1 numbered decision']);
    expect(check('// as decision 0019 says')).toEqual(['src/fixture.ts:1 numbered decision']);
    expect(check('// see DECISIONS.md')).toEqual(['src/fixture.ts:1 numbered decision']);
  });

  it('reports a decision record that is not in the repository', () => {
    expect(check('// docs/decisions/0099-nothing.md')).toEqual([
      'src/fixture.ts:1 missing decision record',
    ]);
    expect(check('[payouts](0014-payouts.md)', 'docs/decisions/0001-x.md')).toEqual([
      'docs/decisions/0001-x.md:1 missing decision record',
    ]);
  });

  it('reports a product page or a heading that does not exist', () => {
    expect(check('// docs/product/bookings.md#holds')).toEqual([
      'src/fixture.ts:1 missing product page',
    ]);
    expect(check('// docs/product/booking.md#hold-caps')).toEqual([
      'src/fixture.ts:1 missing product page',
    ]);
    expect(check('[holds](booking.md#holdz)', 'docs/product/README.md')).toEqual([
      'docs/product/README.md:1 missing product page',
    ]);
  });

  it('accepts references that resolve and prose about the original specification', () => {
    const valid = [
      '// docs/product/booking.md#cancellation-and-refunds',
      '// docs/product/booking.md and docs/decisions/0013-payouts.md',
      '// where the product departs from the original specification',
      '// the decision to keep holds 15 minutes',
    ].join('\n');
    expect(check(valid)).toEqual([]);
    expect(check('[holds](booking.md#holds)', 'docs/product/README.md')).toEqual([]);
  });
});

describe('heading anchors', () => {
  it('follows GitHub: lower case, punctuation dropped, repeats numbered', () => {
    const page = '## Holds (15 minutes)\n## `HOLD_MINUTES`, the cap\n## Holds (15 minutes)\n';
    expect([...headingAnchors(page)]).toEqual([
      'holds-15-minutes',
      'hold_minutes-the-cap',
      'holds-15-minutes-1',
    ]);
  });
});
