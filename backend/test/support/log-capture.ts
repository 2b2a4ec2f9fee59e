import { Writable } from 'node:stream';

/** One JSON log line as the app writes it with LOG_FORMAT=json. */
export type LogLine = Record<string, unknown> & { level: string; msg: string; reqId?: string };

/** A stream the app's logger writes to (TestAppOptions.log), and the lines it received. */
export function logCapture() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    stream,
    /** Everything written, as text. */
    text: () => raw.join('\n'),
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
    clear: () => {
      raw.length = 0;
    },
  };
}
