import { describe, expect, it } from 'vitest';
import { avatarColor, avatarInitial, type AvatarColor } from '@/admin/utils/avatarColor';

const RULE: Record<Exclude<AvatarColor, 'default'>, string[]> = {
  primary: ['A', 'N', 'H', 'L', 'Q', '9', '8'],
  info: ['F', 'G', 'T', 'I', 'J', '1', '2', '3'],
  success: ['K', 'D', 'Y', 'B', 'O', '4', '5'],
  warning: ['P', 'E', 'R', 'S', 'C', 'U', '6', '7', 'V', 'W', 'X', 'M', 'Z'],
};

describe('avatarColor', () => {
  for (const [color, characters] of Object.entries(RULE)) {
    for (const c of characters) {
      it(`gives ${color} for ${c}`, () => {
        expect(avatarColor(c)).toBe(color);
        expect(avatarColor(`${c}xyz name`)).toBe(color);
        expect(avatarColor(c.toLowerCase() + 'ane')).toBe(color);
      });
    }
  }

  it('covers every latin letter and digit exactly once', () => {
    const listed = Object.values(RULE).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== '0').sort());
  });

  it('uppercases lowercase names', () => {
    expect(avatarColor('alice')).toBe('primary');
    expect(avatarColor('frank')).toBe('info');
    expect(avatarColor('kim')).toBe('success');
    expect(avatarColor('zoe')).toBe('warning');
  });

  it('handles digits', () => {
    expect(avatarColor('9 lives')).toBe('primary');
    expect(avatarColor('1st')).toBe('info');
    expect(avatarColor('4ever')).toBe('success');
    expect(avatarColor('7up')).toBe('warning');
    expect(avatarColor('0day')).toBe('default');
  });

  it('gives default for empty and unlisted input', () => {
    expect(avatarColor('')).toBe('default');
    expect(avatarColor('   ')).toBe('default');
    expect(avatarColor(null)).toBe('default');
    expect(avatarColor(undefined)).toBe('default');
    expect(avatarColor('-dash')).toBe('default');
    expect(avatarColor('@home')).toBe('default');
  });

  it('gives default for non-latin first letters', () => {
    expect(avatarColor('Émile')).toBe('default');
    expect(avatarColor('Øyvind')).toBe('default');
    expect(avatarColor('Юлия')).toBe('default');
    expect(avatarColor('Ωmega')).toBe('default');
    expect(avatarColor('محمد')).toBe('default');
    expect(avatarColor('李雷')).toBe('default');
    expect(avatarColor('😀 smile')).toBe('default');
  });
});

describe('avatarInitial', () => {
  it('is the first character uppercased', () => {
    expect(avatarInitial('alice')).toBe('A');
    expect(avatarInitial('Bob')).toBe('B');
    expect(avatarInitial('  carol')).toBe('C');
    expect(avatarInitial('émile')).toBe('É');
    expect(avatarInitial('юлия')).toBe('Ю');
    expect(avatarInitial('42')).toBe('4');
  });

  it('keeps a whole code point', () => {
    expect(avatarInitial('😀 smile')).toBe('😀');
  });

  it('is empty for empty input', () => {
    expect(avatarInitial('')).toBe('');
    expect(avatarInitial('   ')).toBe('');
    expect(avatarInitial(null)).toBe('');
    expect(avatarInitial(undefined)).toBe('');
  });
});
