import type { Page } from 'playwright-core';

/** antd's colorError, #ff4d4f: the border of an invalid input. */
export const ERROR_RED = 'rgb(255, 77, 79)';

/**
 * Waits until an input's visible frame (the affix wrapper, picker or select box if antd added one)
 * has the error colour; antd animates the border, so the colour is polled rather than read once.
 */
export const redBorder = (page: Page, inputId: string) =>
  page.waitForFunction(
    ([id, red]) => {
      const el = document.getElementById(id);
      const frame = el?.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select-selector') ?? el;
      return !!frame && getComputedStyle(frame).borderTopColor === red;
    },
    [inputId, ERROR_RED] as const,
  );
