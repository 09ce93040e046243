import { describe, expect, it } from 'vitest';
import {
  firstTabWithErrors,
  PORTFOLIO_KEYS,
  portfolioErrors,
  portfolioFieldProblem,
  serviceOffersSchema,
  tabsWithErrors,
} from './portfolio';
import { portfolioCompletion } from './portfolio-completion';
import { samplePortfolio } from './portfolio-sample';

describe('portfolio field rules', () => {
  it.each([
    ['name', ' A ', 'Name must be at least 2 characters long'],
    ['name', '   ', 'Name is required'],
    ['title', 'Coach', null],
    ['title', 'Gym', 'Professional title must be at least 5 characters long'],
    ['bio', 'Short bio', 'Bio must be at least 50 characters long'],
    ['bio', 'x'.repeat(1001), 'Bio must not exceed 1000 characters'],
    ['city', 'M', 'City is required'],
    ['experience', 51, 'Value must be at most 50'],
    ['experience', -1, 'Value must be at least 0'],
    ['experience', 2.5, 'Please enter a valid number'],
    ['happyClients', 10_001, 'Value must be at most 10000'],
    ['phone', '+91 98200-12345', null],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['email', 'meera@', 'Please enter a valid email address'],
    ['website', 'not a site', 'Please enter a valid website URL'],
    ['website', 'meera.example.in/about', null],
    ['instagram', 'meera', 'Instagram handle should start with @ or be a full URL'],
    ['instagram', 'https://www.instagram.com/meera', null],
    ['youtube', 'https://vimeo.com/x', 'Please enter a valid YouTube URL'],
    ['youtube', 'https://youtu.be/abc', null],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(portfolioFieldProblem(field, value)).toBe(message);
  });

  it('allows at most 3 certifications and achievements, from no invented list', () => {
    expect(portfolioFieldProblem('certifications', ['a', 'b', 'c', 'd'])).toBe(
      'You can add up to 3 certifications',
    );
    expect(portfolioFieldProblem('achievements', ['a', 'b', 'c', 'd'])).toBe(
      'You can add up to 3 achievements',
    );
    expect(portfolioFieldProblem('specializations', ['Underwater Chess'])).toBe(
      'Please choose specializations from the list',
    );
  });
});

describe('portfolio save-time rules', () => {
  it('names every field of a portfolio in PORTFOLIO_KEYS', () => {
    expect([...PORTFOLIO_KEYS].sort()).toEqual(Object.keys(samplePortfolio()).sort());
  });

  it('accepts a complete portfolio', () => {
    expect(portfolioErrors(samplePortfolio())).toEqual({});
  });

  it('names every missing requirement with its field', () => {
    const errors = portfolioErrors(
      samplePortfolio({
        name: '',
        specializations: [],
        profileImage: null,
        listingImage: null,
        services: {
          personal: { enabled: false, price: 1500 },
          group: { enabled: false, price: null },
          online: { enabled: false, price: 1000 },
        },
      }),
    );
    expect(errors).toEqual({
      name: 'Name is required',
      specializations: 'Please select at least one specialization',
      profileImage: 'Profile image is required',
      listingImage: 'Listing image is required',
      services: 'Please enable at least one service',
    });
    expect(firstTabWithErrors(errors)).toBe('basic');
    expect(tabsWithErrors(errors)).toEqual(['basic', 'skills', 'media', 'services']);
  });

  it('prices an enabled service at ₹50 or more', () => {
    const errors = portfolioErrors(
      samplePortfolio({
        services: {
          personal: { enabled: true, price: 49.99 },
          group: { enabled: true, price: null },
          online: { enabled: false, price: 5 },
        },
      }),
    );
    expect(errors).toEqual({
      'services.personal.price': 'Service price must be at least ₹50',
      'services.group.price': 'Service price is required',
    });
    expect(firstTabWithErrors(errors)).toBe('services');
  });

  it('refuses coordinates off the globe', () => {
    const errors = portfolioErrors(
      samplePortfolio({ location: { type: 'Point', coordinates: [200, 19] } }),
    );
    expect(errors).toEqual({ 'location.coordinates.0': 'Longitude must be between -180 and 180' });
  });

  it('opens the first tab with an error in the tabs’ order, else basic', () => {
    expect(firstTabWithErrors({ email: 'x', bio: 'y' })).toBe('basic');
    expect(firstTabWithErrors({ email: 'x', 'gymInfo.name': 'y' })).toBe('gym');
    expect(firstTabWithErrors({})).toBe('basic');
    expect(tabsWithErrors({ email: 'x', 'services.online.price': 'y' })).toEqual([
      'services',
      'contact',
    ]);
  });

  it('checks the services screen with the same price rules', () => {
    const result = serviceOffersSchema.safeParse({
      personal: { enabled: false, price: null },
      group: { enabled: false, price: null },
      online: { enabled: false, price: null },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enable at least one service',
    ]);
  });
});

describe('profile completion', () => {
  it('is whole when every check passes', () => {
    const portfolio = samplePortfolio({
      heroImage1: 'https://cdn.example.in/h1.webp',
      heroImage2: 'https://cdn.example.in/h2.webp',
    });
    expect(portfolioCompletion(portfolio)).toEqual({ percent: 100, nextSteps: [] });
  });

  it('offers the first three missing steps; the gym pin only counts for in-person work', () => {
    const portfolio = samplePortfolio({
      heroImage1: null,
      phone: '',
      email: '',
      gymInfo: { ...samplePortfolio().gymInfo, coordinates: null },
    });
    expect(portfolioCompletion(portfolio)).toEqual({
      percent: 73,
      nextSteps: ['Upload all 4 images', 'Add a phone number', 'Add an email address'],
    });
    const onlineOnly = samplePortfolio({
      heroImage1: null,
      services: { ...portfolio.services, personal: { enabled: false, price: 1500 } },
      gymInfo: portfolio.gymInfo,
    });
    expect(portfolioCompletion(onlineOnly).percent).toBe(93);
  });
});
