// A self-signed certificate for nginx's HTTPS in the browser tests and the benchmarks.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

/** A certificate for 127.0.0.1, valid for a day, made with openssl in `dir`: the paths of its two PEM files. */
function selfSignedCertificate(dir) {
  const cert = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
    {
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

module.exports = { selfSignedCertificate };
