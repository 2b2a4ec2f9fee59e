import { schemaErrors } from '../../../test/schema-errors';
import { disableSchema, enableSchema } from './two-factor-schema';

describe('enableSchema (turning two-factor authentication on)', () => {
  it('takes the password and a 6-digit code only', () => {
    expect(schemaErrors(enableSchema, { password: 'correct horse', code: ' 123456 ' })).toEqual({});
    expect(schemaErrors(enableSchema, { password: '', code: '123456' })).toEqual({ password: 'Password is required' });
    for (const code of ['', '12345', '1234567', '12345a', 'abcde-fghjk']) {
      expect(schemaErrors(enableSchema, { password: 'x', code })).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });
    }
  });
});

describe('disableSchema (turning it off)', () => {
  it('takes the password and a 6-digit code or a recovery code', () => {
    for (const code of ['123456', 'abcde-fghjk', 'ABCDE-23456'])
      expect(schemaErrors(disableSchema, { password: 'correct horse', code })).toEqual({});
    expect(schemaErrors(disableSchema, { password: '', code: '' })).toEqual({
      password: 'Password is required',
      code: 'Enter the code from your authenticator app, or a recovery code',
    });
    expect(schemaErrors(disableSchema, { password: 'x', code: '12345' })).toEqual({
      code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    });
  });
});
