// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preventNumberInputWheel } from '@/admin/utils/numberInputWheel';

const wheel = (target: Element) => target.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 100 }));

describe('preventNumberInputWheel', () => {
  let number: HTMLInputElement;
  let other: HTMLInputElement;
  let text: HTMLInputElement;
  let uninstall: () => void = () => {};

  beforeEach(() => {
    document.body.innerHTML = '<input type="number" id="n"><input type="number" id="o"><input type="text" id="t">';
    number = document.getElementById('n') as HTMLInputElement;
    other = document.getElementById('o') as HTMLInputElement;
    text = document.getElementById('t') as HTMLInputElement;
  });

  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('blurs a focused number input when the wheel turns over it', () => {
    uninstall = preventNumberInputWheel();
    number.focus();
    expect(document.activeElement).toBe(number);
    wheel(number);
    expect(document.activeElement).not.toBe(number);
  });

  it('keeps focus when the wheel is over something else', () => {
    uninstall = preventNumberInputWheel();
    number.focus();
    wheel(other);
    wheel(document.body);
    expect(document.activeElement).toBe(number);
  });

  it('leaves other input types alone', () => {
    uninstall = preventNumberInputWheel();
    text.focus();
    wheel(text);
    expect(document.activeElement).toBe(text);
  });

  it('installs once and stops after uninstalling', () => {
    const add = vi.spyOn(document, 'addEventListener');
    uninstall = preventNumberInputWheel(document);
    const again = preventNumberInputWheel(document);
    expect(again).toBe(uninstall);
    expect(add.mock.calls.filter(([type]) => type === 'wheel')).toHaveLength(1);
    add.mockRestore();

    uninstall();
    number.focus();
    wheel(number);
    expect(document.activeElement).toBe(number);

    uninstall = preventNumberInputWheel(document);
    wheel(number);
    expect(document.activeElement).not.toBe(number);
  });
});
