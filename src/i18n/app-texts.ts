import { addTexts } from '../providers/i18n';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/**
 * The application's texts join the dictionaries when the application loads (src/RefineApp.tsx
 * imports this first, before any screen may ask for a text). The login page, which shows before the
 * application, carries only its own (login.ts).
 */
addTexts({ 'zh-CN': zhCN, 'en-US': enUS });
