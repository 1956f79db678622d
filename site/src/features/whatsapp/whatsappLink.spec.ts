import { describe, expect, it } from '@jest/globals';
import { whatsappLink } from './whatsappLink';

describe('whatsappLink', () => {
  it('opens a chat with the support number and the encoded greeting', () => {
    expect(whatsappLink({ whatsappNumber: '34600111222', whatsappGreeting: 'Hola, ¿me informáis sobre logística & transporte?' })).toBe(
      'https://wa.me/34600111222?text=Hola%2C%20%C2%BFme%20inform%C3%A1is%20sobre%20log%C3%ADstica%20%26%20transporte%3F',
    );
  });

  it('keeps only the digits of a number written with + and spaces', () => {
    expect(whatsappLink({ whatsappNumber: '+34 600 111 222', whatsappGreeting: 'Hola' })).toBe('https://wa.me/34600111222?text=Hola');
  });

  it('leaves the text out when there is no greeting', () => {
    expect(whatsappLink({ whatsappNumber: '34600111222', whatsappGreeting: '  ' })).toBe('https://wa.me/34600111222');
  });
});
