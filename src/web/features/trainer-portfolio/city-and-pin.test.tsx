import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Portfolio } from '#shared/portfolio.ts';
import { PORTFOLIO_MESSAGES as M } from '#shared/portfolio-messages.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';
import { fixClock, renderWithProviders } from '#web/test/render.tsx';
import { BasicTab } from './components/basic-tab';
import { usePortfolioForm } from './portfolio-form';

function Editor({ initial }: { initial: Portfolio }) {
  const { portfolio, errors, set } = usePortfolioForm(initial);
  return <BasicTab portfolio={portfolio} errors={errors} set={set} />;
}

/** The sample's location is in Bandra, Mumbai: 124 km from Pune's centre. */
const LOCATION_FAR_FROM_PUNE = `Your location: ${M.pinFarFromCity('Pune', 124, 50)} ${M.pinNearCity('Mumbai')}`;

describe('the city and the pin (docs/product/trainer-portfolio.md#city-and-pin)', () => {
  beforeEach(() => fixClock('2026-03-02T04:30:00.000Z'));

  it('checks the location again when the city changes, and offers the city near the pin', async () => {
    const { user } = renderWithProviders(<Editor initial={samplePortfolio()} />);
    const city = screen.getByRole('textbox', { name: 'Location (city)' });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(city);
    await user.type(city, 'Pune');
    expect((await screen.findByRole('alert')).textContent).toBe(LOCATION_FAR_FROM_PUNE);

    await user.click(screen.getByRole('button', { name: M.takeCity('Mumbai') }));
    expect((city as HTMLInputElement).value).toBe('Mumbai');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves the location to the chosen city’s centre instead', async () => {
    const { user } = renderWithProviders(<Editor initial={samplePortfolio()} />);
    const city = screen.getByRole('textbox', { name: 'Location (city)' });
    await user.clear(city);
    await user.type(city, 'pune');
    await user.click(await screen.findByRole('button', { name: M.moveToCityCentre('Pune') }));
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Location set: 18.520400, 73.856700');
  });

  it('has no rule for a city that is not a known one', async () => {
    const { user } = renderWithProviders(<Editor initial={samplePortfolio()} />);
    const city = screen.getByRole('textbox', { name: 'Location (city)' });
    await user.type(city, ' Suburban');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
