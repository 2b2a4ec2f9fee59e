// `node end-with-parent.cjs <pid>`, started with a pipe as standard input: stops the process <pid> (SIGTERM, then
// SIGKILL after 10 s) when that input closes, which happens when the process that started this one ends, however it
// ends. Keeps an app a jest worker shares with its specs from outliving the worker (see worker-environment.ts).
const pid = Number(process.argv[2]);
const signal = (name) => {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false; // gone already
  }
};
process.stdin.on('end', () => {
  if (!signal('SIGTERM')) process.exit(0);
  const poll = setInterval(() => !signal(0) && process.exit(0), 100);
  setTimeout(() => {
    clearInterval(poll);
    signal('SIGKILL');
    process.exit(0);
  }, 10_000);
});
process.stdin.resume();
