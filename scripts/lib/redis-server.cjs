// A Redis of the test's own (redis-server on a free loopback port, nothing saved to disk), so tests never share keys
// or channels with another run and need no Redis already running. CommonJS, like app-process.cjs beside it.
const { spawn } = require('node:child_process');
const { createConnection } = require('node:net');
const { freePort } = require('./app-process.cjs');

const REDIS_SERVER = process.env.REDIS_SERVER_BIN || 'redis-server';

/** @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>} */
async function startRedisServer() {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (errors += chunk.toString()));
  /** @type {Promise<void>} */
  const exited = new Promise((resolveExit) => child.once('exit', () => resolveExit()));
  child.once('error', (error) => (errors += error.message));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null || errors) break;
    if (await answers(port)) return { url: `redis://127.0.0.1:${port}`, port, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`redis-server did not start (install it with apt-get install -y redis-server): ${errors}`);
}

/** @param {number} port */
function answers(port) {
  return new Promise((resolveAnswer) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolveAnswer(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolveAnswer(false));
  });
}

module.exports = { startRedisServer };
