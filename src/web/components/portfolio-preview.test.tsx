import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePortfolio } from '#shared/portfolio-sample.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PortfolioPreview } from './portfolio-preview';

describe('the portfolio preview', () => {
  it('lists six available times, then says how many more', () => {
    const availableTimes = [
      '6:00 AM',
      '7:00 AM',
      '8:00 AM',
      '9:00 AM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
    ];
    renderWithProviders(
      <PortfolioPreview
        portfolio={samplePortfolio({ availableTimes })}
        rating={null}
        reviewCount={0}
      />,
    );
    expect(screen.getByText('6:00 PM')).toBeTruthy();
    expect(screen.queryByText('7:00 PM')).toBeNull();
    expect(screen.getByText('+1 more')).toBeTruthy();
    expect(screen.getByText('Mumbai')).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('shows the page as the Hindi profile will: the city and the words Kasrat adds in Hindi', async () => {
    await loadLocale('hi');
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <PortfolioPreview portfolio={samplePortfolio()} rating={null} reviewCount={0} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('मुंबई')).toBeTruthy();
    expect(screen.getByText('अभी कोई रिव्यू नहीं')).toBeTruthy();
    expect(screen.getByText('वेट ट्रेनिंग')).toBeTruthy();
  });
});
