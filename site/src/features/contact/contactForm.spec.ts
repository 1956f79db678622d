import { describe, expect, it } from '@jest/globals';
import { EMPTY_CONTACT, hasMissingRequired, toContactInput } from './contactForm';

const filled = { ...EMPTY_CONTACT, name: ' Ana ', email: 'ana@example.com ', subject: 'general', message: ' Hola ' };

describe('contact form values', () => {
  it('flags a blank required field, not a blank optional one', () => {
    expect(hasMissingRequired(filled)).toBe(false);
    expect(hasMissingRequired({ ...filled, message: '   ' })).toBe(true);
    expect(hasMissingRequired({ ...filled, subject: '' })).toBe(true);
  });

  it('trims and leaves blank optional fields out', () => {
    expect(toContactInput({ ...filled, phone: ' ', company: '' }, 'home')).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'general',
      message: 'Hola',
    });
  });

  it('sends the company only from the home form', () => {
    const values = { ...filled, phone: '600 000 000', company: 'Acme' };
    expect(toContactInput(values, 'home')).toMatchObject({ phone: '600 000 000', company: 'Acme' });
    expect(toContactInput(values, 'page')).not.toHaveProperty('company');
  });
});
