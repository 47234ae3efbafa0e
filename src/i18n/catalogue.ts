import { labelsOf } from '../resources';
import type { Dictionaries } from '../providers/i18n';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/**
 * The application's texts (docs/architecture.md "Texts"): its dictionaries and the registry's route
 * labels (`route.{name}`: the menu, the titles and every page that names a route), derived here and
 * handed to `startAppTexts` when the app starts (src/App.tsx). Importing this changes nothing.
 */
export function appTexts(): Dictionaries {
  const labels = labelsOf();
  return {
    'zh-CN': { ...zhCN, ...labels['zh-CN'] },
    'en-US': { ...enUS, ...labels['en-US'] },
  };
}
