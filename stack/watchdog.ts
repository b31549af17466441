/**
 * The watchdog of supervisor.ts, as source for `node -e` (no file to find, no loader, nothing to
 * transpile). It reads `+<pid>` / `-<pid>` lines from the stack on stdin; when stdin ends (the
 * stack stopped, or died however it died), it sends SIGTERM to every process group still
 * announced, SIGKILL to those alive 3 s later, and exits. Signals that would end a terminal's
 * jobs (SIGINT, SIGHUP) are ignored: the pipe is what tells it the stack is gone.
 */
export const WATCHDOG_JS = `
const groups = new Set();
let buf = '';
const signal = (sig) => {
  for (const pid of groups) {
    try { process.kill(-pid, sig); } catch { try { process.kill(pid, sig); } catch {} }
  }
};
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
let finishing = false;
const finish = () => {
  if (finishing) return;
  finishing = true;
  if (!groups.size) process.exit(0);
  signal('SIGTERM');
  const deadline = Date.now() + 3000;
  setInterval(() => {
    for (const pid of [...groups]) if (!alive(pid)) groups.delete(pid);
    if (!groups.size) process.exit(0);
    if (Date.now() > deadline) { signal('SIGKILL'); process.exit(0); }
  }, 100);
};
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buf += d;
  for (let i = buf.indexOf('\\n'); i >= 0; i = buf.indexOf('\\n')) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') groups.add(pid);
    else if (line[0] === '-') groups.delete(pid);
  }
});
process.stdin.on('end', finish);
process.stdin.on('error', finish);
process.on('SIGTERM', finish);
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
`;
