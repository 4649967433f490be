import {
  CARD_NUMBER_MAX_SHOWN,
  CARD_RULES,
  detectCardBrand,
  filterCvvInput,
  filterExpiryMonthInput,
  filterExpiryYearInput,
  formatCardNumberInput,
  isLuhnValid,
  lastFourDigits,
  padExpiryMonth,
  PAYMENT_MESSAGES,
  stripCardNumber,
  validatePaymentForm,
  type PaymentForm,
} from './payment';

/** 15 June 2030, local time: the "current month" of these tests. */
const NOW = new Date(2030, 5, 15);

const valid: PaymentForm = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '2031',
  cvv: '123',
  billingAddress: '',
  city: '',
  postalCode: '',
  country: 'International',
};

const check = (changes: Partial<PaymentForm>) => validatePaymentForm({ ...valid, ...changes }, NOW);

describe('validatePaymentForm', () => {
  it('accepts a complete, valid form with optional address fields left empty', () => {
    expect(check({})).toBeNull();
  });

  it.each(['customerName', 'customerEmail', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv'] as const)(
    'requires %s',
    (field) => {
      expect(check({ [field]: '' })).toBe('Please fill in all required fields');
      expect(check({ [field]: '   ' })).toBe('Please fill in all required fields');
    },
  );

  it('does not require billing address, city or postal code', () => {
    expect(check({ billingAddress: '', city: '', postalCode: '' })).toBeNull();
  });

  it.each([
    ['14 digits', '4242 4242 4242 42'],
    ['20 digits', '4242 4242 4242 4242 4242'],
    ['letters', '4242 4242 4242 abcd'],
    ['a failed Luhn checksum', '4242 4242 4242 4241'],
  ])('rejects a card number with %s', (_, cardNumber) => {
    expect(check({ cardNumber })).toBe('Invalid card number');
  });

  it('accepts 15 to 19 digit card numbers that pass Luhn', () => {
    expect(check({ cardNumber: '378282246310005' })).toBeNull(); // 15, Amex
    expect(check({ cardNumber: '4242424242424242' })).toBeNull(); // 16
    expect(check({ cardNumber: '6011000990139424' })).toBeNull();
    expect(check({ cardNumber: '4000000000000000006' })).toBeNull(); // 19
  });

  it.each(['12', '12345', '12a'])('rejects the CVV %s', (cvv) => {
    expect(check({ cvv })).toBe('Invalid CVV');
  });

  it('accepts three- and four-digit CVVs', () => {
    expect(check({ cvv: '123' })).toBeNull();
    expect(check({ cvv: '1234' })).toBeNull();
  });

  it.each(['ada', 'ada@example', 'ada @example.com', '@example.com', 'ada@.'])(
    'rejects the email %s',
    (customerEmail) => {
      expect(check({ customerEmail })).toBe('Invalid email address');
    },
  );

  it.each(['31', '203', '20311', '20a1'])('rejects the expiry year %s', (expiryYear) => {
    expect(check({ expiryYear })).toBe('Invalid expiry year format');
  });

  it.each(['0', '00', '13', '99', 'ab'])('rejects the expiry month %s', (expiryMonth) => {
    expect(check({ expiryMonth })).toBe('Invalid expiry month (must be 1-12)');
  });

  it('accepts one- and two-digit months from 1 to 12', () => {
    expect(check({ expiryMonth: '1' })).toBeNull();
    expect(check({ expiryMonth: '09' })).toBeNull();
    expect(check({ expiryMonth: '12' })).toBeNull();
  });

  describe('expiry against the current month', () => {
    it('is expired in an earlier year', () => {
      expect(check({ expiryYear: '2029', expiryMonth: '12' })).toBe('Card has expired');
    });
    it('is expired earlier in the current year', () => {
      expect(check({ expiryYear: '2030', expiryMonth: '05' })).toBe('Card has expired');
    });
    it('is still valid through the current month', () => {
      expect(check({ expiryYear: '2030', expiryMonth: '06' })).toBeNull();
    });
    it('is valid later in the current year', () => {
      expect(check({ expiryYear: '2030', expiryMonth: '7' })).toBeNull();
    });
    it('defaults to the real current date', () => {
      const now = new Date();
      const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
      expect(
        validatePaymentForm({
          ...valid,
          expiryYear: String(lastMonth.getFullYear()),
          expiryMonth: String(lastMonth.getMonth() + 1),
        }),
      ).toBe('Card has expired');
      expect(
        validatePaymentForm({
          ...valid,
          expiryYear: String(now.getFullYear()),
          expiryMonth: String(now.getMonth() + 1),
        }),
      ).toBeNull();
    });
  });

  it('reports rules in the order the validation rules list them', () => {
    const allBad = { cardNumber: '1', cvv: '1', customerEmail: 'x', expiryYear: '1', expiryMonth: '13' };
    expect(check(allBad)).toBe(PAYMENT_MESSAGES.invalidCardNumber);
    expect(check({ ...allBad, cardNumber: valid.cardNumber })).toBe(PAYMENT_MESSAGES.invalidCvv);
    expect(check({ ...allBad, cardNumber: valid.cardNumber, cvv: '123' })).toBe(PAYMENT_MESSAGES.invalidEmail);
    expect(check({ expiryYear: '1', expiryMonth: '13' })).toBe(PAYMENT_MESSAGES.invalidExpiryYear);
    expect(check({ expiryYear: '2020', expiryMonth: '13' })).toBe(PAYMENT_MESSAGES.invalidExpiryMonth);
  });
});

describe('the checkout answer messages', () => {
  it('are quoted exactly', () => {
    expect(PAYMENT_MESSAGES.serviceError).toBe('Payment service error. Please try again or contact support.');
    expect(PAYMENT_MESSAGES.failed).toBe('Payment failed. Please check your card details and try again.');
    expect(PAYMENT_MESSAGES.network).toBe('Network error. Please check your connection and try again.');
  });
});

describe('isLuhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000119', '79927398713'])(
    'accepts %s',
    (digits) => expect(isLuhnValid(digits)).toBe(true),
  );
  it.each(['4242424242424241', '79927398710', '', '4242-4242'])('rejects %s', (digits) =>
    expect(isLuhnValid(digits)).toBe(false),
  );
});

describe('formatCardNumberInput', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242')).toBe('4242');
  });
  it('drops everything but digits', () => {
    expect(formatCardNumberInput('4242-42a4 2')).toBe('4242 4242');
  });
  it('takes every digit of the longest card number, and no more', () => {
    const formatted = formatCardNumberInput('42424242424242424242424');
    expect(formatted).toBe('4242 4242 4242 4242 424');
    expect(formatted.replace(/ /g, '')).toHaveLength(CARD_RULES.maxDigits);
    expect(formatted).toHaveLength(CARD_NUMBER_MAX_SHOWN);
  });
  it.each(['378282246310005', '4000000000000000006', '6011000990139424'])(
    'shows a card number as typed so that the server accepts it: %s',
    (digits) => {
      const shown = formatCardNumberInput(digits);
      expect(check({ cardNumber: shown })).toBeNull();
      expect(stripCardNumber(shown)).toBe(digits);
    },
  );
});

describe('filterExpiryMonthInput', () => {
  it('keeps digits only, two at most', () => {
    expect(filterExpiryMonthInput('1a', '')).toBe('1');
    expect(filterExpiryMonthInput('123', '')).toBe('12');
  });
  it('lets a leading zero be typed', () => {
    expect(filterExpiryMonthInput('0', '')).toBe('0');
    expect(filterExpiryMonthInput('07', '0')).toBe('07');
  });
  it('refuses a value outside 1 to 12', () => {
    expect(filterExpiryMonthInput('13', '1')).toBe('1');
    expect(filterExpiryMonthInput('00', '0')).toBe('0');
  });
});

describe('filterExpiryYearInput', () => {
  it('keeps digits only, four at most', () => {
    expect(filterExpiryYearInput('20x3')).toBe('203');
    expect(filterExpiryYearInput('203112')).toBe('2031');
  });
  it('keeps a past year as typed, never cutting it to three digits', () => {
    expect(filterExpiryYearInput('2024')).toBe('2024');
  });
});

describe('filterCvvInput', () => {
  it('keeps four digits at most', () => {
    expect(filterCvvInput('12a345')).toBe('1234');
  });
});

describe('padExpiryMonth', () => {
  it('zero-pads to two digits', () => {
    expect(padExpiryMonth('5')).toBe('05');
    expect(padExpiryMonth('11')).toBe('11');
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('recognises %s as %s', (cardNumber, brand) => {
    expect(detectCardBrand(cardNumber)).toBe(brand);
  });
});

it('lastFourDigits keeps only the last four', () => {
  expect(lastFourDigits('4242 4242 4242 1234')).toBe('1234');
});
