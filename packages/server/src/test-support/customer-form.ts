import { createHash } from 'node:crypto';

/** A customer form `c` that the demo shop's rules accept, for tests that only need one to pass. */
export function validCustomerForm(email: string, password = 'Light-Spectrum!') {
  return {
    salutation: 'ms',
    fname: 'Ada',
    lname: 'Lovelace',
    email,
    password: createHash('md5').update(password).digest('hex'),
    street: 'Lichtstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };
}
