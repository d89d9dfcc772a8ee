import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectionCache, directionCache } from '@/admin/theme/DirectionCache';

const cssOf = (key: string) =>
  Array.from(document.querySelectorAll('style[data-emotion]'))
    .filter((s) => s.getAttribute('data-emotion')?.split(' ')[0] === key)
    .map((s) => s.textContent ?? '')
    .join('\n');

describe('DirectionCache', () => {
  it('flips left and right in rtl', () => {
    render(
      <DirectionCache direction="rtl">
        <Box data-testid="box" sx={{ marginLeft: '13px', paddingRight: '7px' }} />
      </DirectionCache>,
    );
    const box = screen.getByTestId('box');
    expect(box.className).toMatch(/(^| )muirtl-/);
    const css = cssOf('muirtl');
    expect(css).toContain('margin-right:13px');
    expect(css).toContain('padding-left:7px');
    expect(css).not.toContain('margin-left:13px');
  });

  it('keeps left and right in ltr', () => {
    render(
      <DirectionCache direction="ltr">
        <Box data-testid="box" sx={{ marginLeft: '17px' }} />
      </DirectionCache>,
    );
    expect(screen.getByTestId('box').className).toMatch(/(^| )mui-/);
    expect(cssOf('mui')).toContain('margin-left:17px');
  });

  it('reuses one cache per direction', () => {
    expect(directionCache('rtl')).toBe(directionCache('rtl'));
    expect(directionCache('ltr')).not.toBe(directionCache('rtl'));
    expect(directionCache('rtl').key).toBe('muirtl');
  });
});
