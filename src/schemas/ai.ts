import type { Bilingual } from './check-table';

/** The AI assistant (docs/behaviour.md §2.2.3, §2.2.7, §2.8, §2.9): limits and texts shared by the panel and the server. */

/** docs/behaviour.md §2.8: what the panel appends when no answer came. */
export const AI_BUSY: Bilingual = { 'zh-CN': '业务繁忙，请稍后再试', 'en-US': 'Busy, please try again later' };

/** Longest question, in characters. */
export const AI_QUESTION_MAX = 500;

/** docs/behaviour.md §2.9: the panel's height and its text box's rows. */
export const AI_PANEL_HEIGHT = 400;
export const AI_INPUT_ROWS = 3;

/** A press on the floating button counts as a click only if the pointer moved at most this far (px). */
export const AI_CLICK_SLOP = 5;
