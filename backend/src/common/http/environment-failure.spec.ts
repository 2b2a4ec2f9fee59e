import { environmentFailure } from './environment-failure';

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('environmentFailure', () => {
  it('maps a full disk or database to 507', () => {
    for (const error of [
      errno('ENOSPC'),
      errno('EDQUOT'),
      { driverError: errno('SQLITE_FULL') },
      { driverError: errno('ER_RECORD_FILE_FULL') },
    ]) {
      expect(environmentFailure(error)?.status).toBe(507);
    }
  });

  it('maps a read-only disk or database to 503', () => {
    for (const error of [
      errno('EROFS'),
      { driverError: errno('SQLITE_READONLY') },
      { driverError: errno('SQLITE_READONLY_DBMOVED') },
      { driverError: errno('ER_OPTION_PREVENTS_STATEMENT') },
    ]) {
      expect(environmentFailure(error)?.status).toBe(503);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [new Error('boom'), errno('ENOENT'), { driverError: errno('ER_DUP_ENTRY') }, undefined, 'text'])
      expect(environmentFailure(error)).toBeUndefined();
  });
});
