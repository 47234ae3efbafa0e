import { MemoryStorage } from './support/memory-storage';

// Browser modules keep the language and the session in sessionStorage, and read it when they load:
// a Node file gets the same Web Storage, in memory (jsdom's is no more than that either).
// Imported after it (below), not hoisted above it.
// The Node files of a worker share one (vitest.config.ts), emptied before each file as a new tab's.
if (typeof sessionStorage === 'undefined') {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
} else if (typeof window === 'undefined') {
  sessionStorage.clear();
  localStorage.clear();
}
const { appTexts } = await import('../src/i18n/catalogue');
const { startAppTexts } = await import('../src/providers/i18n');

// The application's texts, as src/App.tsx starts them (startApp): tests render its screens without it.
startAppTexts(appTexts());

// Unit files run in Node (no DOM to set up: a third of a rule's file time went to jsdom); a file that
// renders or reads the browser's storage, location or window says so on its first line with
// `// @vitest-environment jsdom`, runs in the unit-dom project (vitest.config.ts), and gets the DOM
// and what the app's screens expect of it.
if (typeof window !== 'undefined') await import('./setup-dom');
