import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayIcon, StopIcon } from './timer-icons.tsx';

const svg = (className: string, shapes: string) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">${shapes}</svg>`;

describe('timer icons', () => {
  it('are decorative 24px stroke icons like the others', () => {
    expect(renderToStaticMarkup(createElement(PlayIcon))).toBe(
      svg('size-5', '<path d="M7 5l12 7-12 7z"></path>'),
    );
    expect(renderToStaticMarkup(createElement(StopIcon, { className: 'size-4' }))).toBe(
      svg('size-4', '<rect x="6" y="6" width="12" height="12" rx="1.5"></rect>'),
    );
  });
});
