// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import {
  clearSession,
  DEFAULT_THEME_COLOR,
  reloadThemeColor,
  setThemeColor,
  subscribeTheme,
  THEME_STORAGE_KEY,
  themeColor,
} from '../../../src/providers';

beforeEach(() => {
  clearSession();
  localStorage.clear();
  reloadThemeColor();
});

/** antd's CSS-in-JS writes the theme into <style> tags; the primary colour shows up there once used. */
const styles = () =>
  Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n')
    .toLowerCase();

describe('theme colour store', () => {
  it('defaults to #002FA7', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#002FA7');
    expect(themeColor()).toBe('#002FA7');
  });

  it('persists the chosen colour in localStorage and reads it back after a reload', () => {
    setThemeColor('#ff5500');
    expect(themeColor()).toBe('#FF5500');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('#FF5500');
    // A new page load reads the stored value.
    localStorage.setItem(THEME_STORAGE_KEY, '#13C2C2');
    reloadThemeColor();
    expect(themeColor()).toBe('#13C2C2');
  });

  it('ignores values that are not #RRGGBB, stored or set', () => {
    setThemeColor('red');
    expect(themeColor()).toBe(DEFAULT_THEME_COLOR);
    localStorage.setItem(THEME_STORAGE_KEY, 'javascript:alert(1)');
    reloadThemeColor();
    expect(themeColor()).toBe(DEFAULT_THEME_COLOR);
  });

  it('tells subscribers about a change, once', () => {
    let n = 0;
    const off = subscribeTheme(() => n++);
    setThemeColor('#722ED1');
    setThemeColor('#722ed1');
    off();
    setThemeColor('#52C41A');
    expect(n).toBe(1);
  });

  it('applies the colour to the antd theme of the app', async () => {
    window.location.hash = '#/login';
    render(<App />);
    await screen.findByText('手机号', { selector: '#login-tab-phone' });
    expect(styles().includes('#002fa7')).toBe(true);
    expect(styles().includes('#a1b2c3')).toBe(false);
    act(() => setThemeColor('#A1B2C3'));
    expect(styles().includes('#a1b2c3')).toBe(true);
  });
});
