import { schemaErrors } from '../../../test/schema-errors';
import { codeSchema } from './two-factor-schema';

describe('codeSchema (two-factor enrolment)', () => {
  it('takes a 6-digit code only', () => {
    expect(schemaErrors(codeSchema, { code: ' 123456 ' })).toEqual({});
    for (const code of ['', '12345', '1234567', '12345a']) {
      expect(schemaErrors(codeSchema, { code })).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });
    }
  });
});
