import { open, type FileHandle } from 'node:fs/promises';

/** Enough boxes for any real file; a crafted file cannot keep us looping. */
const MAX_BOXES = 10_000;

/**
 * Duration in seconds of an MP4 / QuickTime file, read from the movie header (moov/mvhd) by walking
 * box headers with positioned reads: a few dozen bytes are read whatever the file size, and the moov
 * box may sit before or after the media data. Undefined when the file has no readable header.
 * (WebM keeps its duration inside the Segment's Info element; we do not parse it, so WebM has none.)
 */
export async function isoVideoDurationSeconds(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 0, size, 'moov');
    if (!moov) return undefined;
    const mvhd = await findBox(file, moov.dataStart, moov.end, 'mvhd');
    if (!mvhd) return undefined;
    const header = await read(file, mvhd.dataStart, 32);
    const version = header[0];
    const timescale = version === 1 ? header.readUInt32BE(20) : header.readUInt32BE(12);
    const duration = version === 1 ? Number(header.readBigUInt64BE(24)) : header.readUInt32BE(16);
    if (!timescale || !Number.isFinite(duration) || duration === 0xffffffff) return undefined;
    return Math.round((duration / timescale) * 1000) / 1000;
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}

async function findBox(
  file: FileHandle,
  start: number,
  end: number,
  type: string,
): Promise<{ dataStart: number; end: number } | undefined> {
  let at = start;
  for (let i = 0; i < MAX_BOXES && at + 8 <= end; i++) {
    const header = await read(file, at, 16);
    let size = header.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1) {
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerLength) return undefined;
    if (header.toString('latin1', 4, 8) === type) return { dataStart: at + headerLength, end: Math.min(at + size, end) };
    at += size;
  }
  return undefined;
}

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
