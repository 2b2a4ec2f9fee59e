import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app.config';

describe('loadConfig: TICKETING_CHECK_TEST_LOOPBACK', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value?: string) => loadConfig({ DATA_DIR: dataDir, TICKETING_CHECK_TEST_LOOPBACK: value });

  it('is empty unless set: the ticketing check reaches no internal address', () => {
    expect(load().ticketingCheckTestLoopback).toEqual([]);
  });

  it('takes exact loopback endpoints', () => {
    expect(load('127.0.0.1:8443, [::1]:9443').ticketingCheckTestLoopback).toEqual(['127.0.0.1:8443', '[::1]:9443']);
  });

  it.each(['127.0.0.1', 'localhost:8443', '10.0.0.1:8443', '0.0.0.0:8443', '169.254.169.254:80', 'vendor.example:443', '127.0.0.1:x'])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => load(value)).toThrow(
        `TICKETING_CHECK_TEST_LOOPBACK must list loopback endpoints such as 127.0.0.1:8443 or [::1]:8443, got "${value}"`,
      );
    },
  );
});
