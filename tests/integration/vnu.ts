/**
 * The W3C Nu HTML checker (the `vnu-jar` package) on a batch of saved pages. It runs on Debian's
 * headless Java runtime (`default-jre-headless`, installed by .ci/run), once for every file given:
 * the JVM takes seconds to start, so callers validate all their pages in one call.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  /** "warning" on an info message that is a warning; absent on plain info. */
  subType?: string;
  /** file: URL of the page the message is about. */
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Every message the checker has about `files` (absolute paths). Rejects when the checker itself cannot run. */
export function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // vnu exits with 1 whenever a page has an error, so the exit code says nothing: its JSON does.
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(
            new Error(
              'java not found: the HTML checker needs a Java runtime (Debian: apt-get install default-jre-headless; .ci/run installs it)',
            ),
          );
          return;
        }
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu did not answer with JSON: ${error?.message ?? ''} ${stderr}`.trim()));
        }
      },
    );
  });
}

/** A message as one line: "page.html:12:5 error: text «extract»". */
export function formatVnuMessage(m: VnuMessage): string {
  const file = m.url.split('/').pop();
  const kind = m.subType ?? m.type;
  const extract = m.extract ? ` «${m.extract.replace(/\s+/g, ' ').trim()}»` : '';
  return `${file}:${m.lastLine ?? 0}:${m.firstColumn ?? 0} ${kind}: ${m.message}${extract}`;
}
