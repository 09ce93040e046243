import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceKm } from '#shared/geo.ts';
import { nearestCity } from '#shared/nearest-city.ts';
import { lookUpPlaceName } from './place-name';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nearestCity', () => {
  it('names the city a visitor is in', () => {
    expect(nearestCity({ latitude: 19.0596, longitude: 72.8295 })?.name).toBe('Mumbai');
    // The fallback coordinate in Noida is about 19 km from Delhi's centre.
    expect(nearestCity({ latitude: 28.623706, longitude: 77.396024 })?.name).toBe('Delhi');
  });

  it('names no city more than 50 km from every centre', () => {
    // Nashik: about 150 km from Mumbai and Pune.
    expect(nearestCity({ latitude: 19.9975, longitude: 73.7898 })).toBeUndefined();
  });

  it('measures by the haversine formula', () => {
    const mumbai = { latitude: 19.076, longitude: 72.8777 };
    const pune = { latitude: 18.5204, longitude: 73.8567 };
    expect(distanceKm(mumbai, pune)).toBeCloseTo(119.9, 0);
  });
});

describe('lookUpPlaceName', () => {
  it('asks no one inside a known city', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    expect(await lookUpPlaceName({ latitude: 18.53, longitude: 73.85 })).toBe('Pune');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the reverse geocoder elsewhere and takes city, else locality', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ city: 'Nashik', locality: 'Panchavati' })),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ city: '', locality: 'Igatpuri' })));
    vi.stubGlobal('fetch', fetchMock);
    const nashik = { latitude: 19.9975, longitude: 73.7898 };
    expect(await lookUpPlaceName(nashik)).toBe('Nashik');
    expect(await lookUpPlaceName(nashik)).toBe('Igatpuri');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('localityLanguage=en');
  });

  it('stays silent when the lookup fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    expect(await lookUpPlaceName({ latitude: 19.9975, longitude: 73.7898 })).toBeNull();
  });
});
