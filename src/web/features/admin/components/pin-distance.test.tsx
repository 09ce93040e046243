import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portfolioPins } from '#shared/portfolio.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';
import { PinDistance } from './pin-distance';

function distances(city: string) {
  const portfolio = samplePortfolio({ city });
  const { container } = render(
    <dl>
      {portfolioPins(portfolio).map((pin) => (
        <PinDistance key={pin.kind} pin={pin} city={portfolio.city} />
      ))}
    </dl>,
  );
  return [...container.querySelectorAll('dd')].map((dd) => ({
    text: dd.textContent,
    flagged: dd.className.includes('text-red-700'),
  }));
}

describe('the pins’ distance from the city in the admin review', () => {
  it('gives each pin’s distance from the centre', () => {
    expect(distances('Mumbai')).toEqual([
      { text: 'Pin 5.4 km from Mumbai centre', flagged: false },
      { text: 'Pin 5.1 km from Mumbai centre', flagged: false },
    ]);
  });

  it('flags a pin over the limit', () => {
    expect(distances('Pune')).toEqual([
      { text: 'Pin 123.6 km from Pune centre (over the 50 km limit)', flagged: true },
      { text: 'Pin 122.9 km from Pune centre (over the 50 km limit)', flagged: true },
    ]);
  });

  it('says nothing for a city that is not a known one', () => {
    expect(distances('Thane')).toEqual([]);
  });
});
