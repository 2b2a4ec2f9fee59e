import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStubVendor } from '../../backend/test/support/stub-vendor';
import { makeDataDir, removeDir } from '../../scripts/lib/app-process.cjs';

export interface TrustedStubVendor {
  origin: string;
  /**
   * The environment that makes an app trust the vendor's certificate, as an operator would a private CA, and lets its
   * ticketing check reach this one loopback port (it refuses internal addresses otherwise).
   */
  env: { NODE_EXTRA_CA_CERTS: string; TICKETING_CHECK_TEST_LOOPBACK: string };
  close(): Promise<void>;
}

/** The stub ticketing vendor (see backend/test/support/stub-vendor.ts), with its certificate in a file an app can trust. */
export async function startTrustedStubVendor(): Promise<TrustedStubVendor> {
  const vendor = await startStubVendor();
  const caDir = makeDataDir('haunt-e2e-vendor-ca-');
  const caFile = join(caDir, 'ca.pem');
  writeFileSync(caFile, vendor.ca);
  return {
    origin: vendor.origin,
    env: { NODE_EXTRA_CA_CERTS: caFile, TICKETING_CHECK_TEST_LOOPBACK: vendor.endpoint },
    close: async () => {
      await vendor.close();
      removeDir(caDir);
    },
  };
}
