import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeDirection } from './settings';

const caches: Partial<Record<ThemeDirection, EmotionCache>> = {};

/** One emotion cache per direction; the rtl one flips left/right, margins, paddings etc. with stylis-plugin-rtl. */
export function directionCache(direction: ThemeDirection): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  caches[direction] = cache;
  return cache;
}

export interface DirectionCacheProps {
  direction: ThemeDirection;
  children?: ReactNode;
}

/** Gives the emotion styles below it the cache for the direction, so MUI components mirror in rtl. */
export function DirectionCache({ direction, children }: DirectionCacheProps) {
  return <CacheProvider value={directionCache(direction)}>{children}</CacheProvider>;
}
