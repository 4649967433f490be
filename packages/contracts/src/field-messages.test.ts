import { FIELD_MESSAGES, fieldMessage, fieldName, parameterMessage } from './field-messages';
import { PAYMENT_MESSAGES } from './payment';

describe('parameterMessage', () => {
  it('names a query or path parameter as the URL spells it, with a field’s sentences', () => {
    expect(parameterMessage('account_id', { kind: 'text', problem: 'control-character', maxLength: 2048 })).toBe(
      'The parameter account_id must not contain control characters.',
    );
    expect(parameterMessage('status', { kind: 'not-text' })).toBe('The parameter status must be text.');
    expect(parameterMessage('id', { kind: 'mismatch', expected: 'a version ID such as WLV-7K2M9Q4T1B' })).toBe(
      'The parameter id must be a version ID such as WLV-7K2M9Q4T1B.',
    );
  });
});

describe('fieldMessage', () => {
  it('asks for a missing field by a name people use', () => {
    expect(fieldMessage('name', { kind: 'missing' })).toBe('Enter your name.');
    expect(fieldMessage('email', { kind: 'missing' })).toBe('Enter your email address.');
    expect(fieldMessage('companyName', { kind: 'missing' })).toBe('Enter the company name.');
  });

  it('gives one sentence for a bad email, whichever property holds it: the payment form’s', () => {
    for (const path of ['email', 'contactEmail', 'customerEmail', 'loginHint']) {
      expect(fieldMessage(path, { kind: 'invalid-email' })).toBe('Invalid email address');
    }
    expect(FIELD_MESSAGES.invalidEmail).toBe('Invalid email address');
    expect(PAYMENT_MESSAGES.invalidEmail).toBe(FIELD_MESSAGES.invalidEmail);
  });

  it('names a nested field by its last segment and never by its property', () => {
    const sentence = fieldMessage('paymentMethod.cardNumber', { kind: 'not-text' });
    expect(sentence).toBe('The card number must be text.');
    expect(sentence).not.toContain('cardNumber');
  });

  it('words each text problem, with the limit in thousands', () => {
    expect(fieldMessage('customerName', { kind: 'text', problem: 'control-character', maxLength: 200 })).toBe(
      'Your full name must not contain control characters.',
    );
    expect(fieldMessage('city', { kind: 'text', problem: 'lone-surrogate', maxLength: 100 })).toBe(
      'The city must be valid Unicode text.',
    );
    expect(fieldMessage('message', { kind: 'text', problem: 'too-long', maxLength: 20_000 })).toBe(
      'Your message must be at most 20,000 characters.',
    );
  });

  it('completes a rule, lists choices and names booleans and objects', () => {
    expect(fieldMessage('primaryColor', { kind: 'mismatch', expected: 'a colour like #8080ff' })).toBe(
      'The primary colour must be a colour like #8080ff.',
    );
    expect(fieldMessage('priority', { kind: 'one-of', values: ['low', 'medium', 'high'] })).toBe(
      'Choose a priority: low, medium or high.',
    );
    expect(fieldMessage('isActive', { kind: 'not-boolean' })).toBe('The active setting must be true or false.');
    expect(fieldMessage('billingAddress', { kind: 'not-object' })).toBe('The billing address must be an object.');
  });

  it('names a property it does not know as “a value for this field”', () => {
    expect(fieldName('somethingNew')).toBe('a value for this field');
    expect(fieldMessage('somethingNew', { kind: 'missing' })).toBe('Enter a value for this field.');
  });
});
