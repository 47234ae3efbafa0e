import { ColorPicker } from 'antd';
import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME_COLOR, setThemeColor, subscribeTheme, t, themeColor } from '../../providers';

const PRESETS = ['#002FA7', '#1677FF', '#13C2C2', '#52C41A', '#FA8C16', '#F5222D', '#722ED1', '#2F54EB'];

/** The top bar's theme colour picker (docs/behaviour.md §2.2.3); the choice is stored and applies app-wide. */
export function ThemePicker() {
  const color = useSyncExternalStore(subscribeTheme, themeColor);
  return (
    <span data-testid="theme-picker" title={t('layout.theme')} style={{ display: 'inline-flex' }}>
      <ColorPicker
        size="small"
        disabledAlpha
        value={color}
        presets={[{ label: t('layout.theme'), colors: PRESETS, defaultOpen: true }]}
        onChangeComplete={(c) => setThemeColor(c.toHexString())}
        onClear={() => setThemeColor(DEFAULT_THEME_COLOR)}
      />
    </span>
  );
}
