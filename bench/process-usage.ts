import fs from 'node:fs';

/** The bytes a process has read and written through system calls (files and sockets alike), from /proc. */
export function processIo(pid: number): { rchar: number; wchar: number } {
  const fields = Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(': ') as [string, string]),
  );
  return { rchar: Number(fields.rchar), wchar: Number(fields.wchar) };
}

/**
 * A process's CPU time so far in ms, in its own code and in the kernel on its behalf (/proc stat fields 14 and 15,
 * in ticks of 10 ms).
 */
export function processCpuMs(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}
