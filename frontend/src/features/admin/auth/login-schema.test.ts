import { schemaErrors } from '../../../test/schema-errors';
import { loginSchema } from './login-schema';

describe('loginSchema (docs/product.md §5, login)', () => {
  it('requires a username and a password; the authenticator code is optional', () => {
    expect(schemaErrors(loginSchema, { username: 'warden', password: 'correct horse' })).toEqual({});
    expect(schemaErrors(loginSchema, { username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('takes a code of at most 20 characters', () => {
    expect(schemaErrors(loginSchema, { username: 'warden', password: 'x', code: 'ABCD-EFGH-1234' })).toEqual({});
    expect(schemaErrors(loginSchema, { username: 'warden', password: 'x', code: '1'.repeat(21) })).toEqual({
      code: 'Code must be at most 20 characters',
    });
  });
});
