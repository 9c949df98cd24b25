import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DropdownButton } from './dropdown.tsx';

describe('DropdownButton', () => {
  it('starts closed: a toggle that names its panel, and no panel', () => {
    const markup = renderToStaticMarkup(
      createElement(DropdownButton, {
        id: 'user-menu',
        toggleClassName: 'flex',
        toggleContent: (isOpen: boolean) => `open: ${isOpen}`,
        children: 'Sign out',
      }),
    );
    expect(markup).toBe(
      '<div class="relative"><button type="button" aria-expanded="false" aria-controls="user-menu" class="dropdown-toggle flex">open: false</button></div>',
    );
  });
});
