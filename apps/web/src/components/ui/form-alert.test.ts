import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormAlert, sharedAlert } from './form-alert.tsx';

describe('sharedAlert', () => {
  const errors = { description: { message: 'Please fill in all required fields' } };

  it('says the first refusal of its fields', () => {
    const alert = sharedAlert('form-required', errors, ['name', 'description']);
    expect(alert.alert).toEqual({ id: 'form-required', message: 'Please fill in all required fields' });
  });

  it('ties only the refused fields to the alert', () => {
    const alert = sharedAlert('form-required', errors, ['name', 'description']);
    expect(alert.fieldProps('description')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'form-required',
    });
    expect(alert.fieldProps('name')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });

  it('has no message while no field is refused', () => {
    expect(sharedAlert('form-required', {}, ['name']).alert.message).toBeUndefined();
  });
});

describe('FormAlert', () => {
  it('is an alert paragraph while there is a message, and nothing otherwise', () => {
    expect(renderToStaticMarkup(createElement(FormAlert, { id: 'x', message: 'Missing' }))).toBe(
      '<p id="x" role="alert" class="text-sm text-error-600 dark:text-error-400">Missing</p>',
    );
    expect(renderToStaticMarkup(createElement(FormAlert, { message: 'Missing' }))).toBe(
      '<p role="alert" class="text-sm text-error-600 dark:text-error-400">Missing</p>',
    );
    expect(renderToStaticMarkup(createElement(FormAlert, { message: false }))).toBe('');
  });
});
