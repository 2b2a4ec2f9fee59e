// Chromium for one jest worker (see worker-environment.ts), in a process of its own: it prints the address the
// worker's specs connect to, and closes Chromium and ends when its standard input closes, which happens when the
// worker ends, however it ends. The worker so never waits on Chromium to exit.
const { chromium } = require('playwright-core');
const { chromiumLaunchOptions } = require('../../scripts/lib/chromium.cjs');

chromium.launchServer(chromiumLaunchOptions()).then((server) => {
  process.stdout.write(`${server.wsEndpoint()}\n`);
  process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
  process.stdin.resume();
});
