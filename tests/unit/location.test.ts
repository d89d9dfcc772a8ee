import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION, formatLocation, parseLocation } from '@/domain/location';

describe('parseLocation', () => {
  it('splits a full five-part location', () => {
    expect(parseLocation('12 Main St, Springfield, Greene, Missouri, USA')).toEqual({
      address: '12 Main St',
      city: 'Springfield',
      district: 'Greene',
      state: 'Missouri',
      country: 'USA',
    });
  });

  it('puts extra leading parts into the address', () => {
    expect(parseLocation('Flat 4, 12 Main St, Springfield, Greene, Missouri, USA')).toEqual({
      address: 'Flat 4, 12 Main St',
      city: 'Springfield',
      district: 'Greene',
      state: 'Missouri',
      country: 'USA',
    });
  });

  it('assigns fewer parts from the end', () => {
    expect(parseLocation('Berlin, Germany')).toEqual({ ...EMPTY_LOCATION, state: 'Berlin', country: 'Germany' });
    expect(parseLocation('France')).toEqual({ ...EMPTY_LOCATION, country: 'France' });
    expect(parseLocation('Mitte, Berlin, Berlin, Germany')).toEqual({
      address: '',
      city: 'Mitte',
      district: 'Berlin',
      state: 'Berlin',
      country: 'Germany',
    });
  });

  it('trims parts and drops empty segments', () => {
    expect(parseLocation('  1 Rue X ,, Paris ,  , Paris,Île-de-France ,  France  ,')).toEqual({
      address: '1 Rue X',
      city: 'Paris',
      district: 'Paris',
      state: 'Île-de-France',
      country: 'France',
    });
  });

  it('gives empty parts for an empty or blank string', () => {
    expect(parseLocation('')).toEqual(EMPTY_LOCATION);
    expect(parseLocation('  ,  , ')).toEqual(EMPTY_LOCATION);
  });
});

describe('formatLocation', () => {
  it('joins the non-empty parts', () => {
    expect(formatLocation({ city: 'Paris', country: 'France' })).toBe('Paris, France');
    expect(formatLocation({ address: ' ', city: '', country: '' })).toBe('');
    expect(formatLocation(EMPTY_LOCATION)).toBe('');
  });

  it('round-trips through parseLocation', () => {
    for (const s of [
      '12 Main St, Springfield, Greene, Missouri, USA',
      'Flat 4, 12 Main St, Springfield, Greene, Missouri, USA',
      'Berlin, Germany',
      'France',
      '',
    ]) {
      expect(formatLocation(parseLocation(s))).toBe(s);
    }
    const parts = { address: 'A, B', city: 'C', district: 'D', state: 'E', country: 'F' };
    expect(parseLocation(formatLocation(parts))).toEqual(parts);
  });
});
