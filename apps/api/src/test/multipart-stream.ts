import http from 'node:http';

export interface StreamedUpload {
  url: string;
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  fields?: Record<string, string>;
  fileField?: string;
  fileName?: string;
  /** Bytes of the file part; written in 1 MB chunks of one reused buffer. */
  fileBytes: number;
  /** Sends Content-Length (as browsers do) or chunked transfer encoding. */
  withLength?: boolean;
}

export interface StreamedAnswer {
  status: number;
  body: unknown;
  /** Bytes the client managed to write before the answer or the end. */
  sent: number;
}

const CHUNK = Buffer.alloc(1024 * 1024, 0x61);

/**
 * A multipart form whose file part is `fileBytes` long, streamed so that the test process never
 * holds it: a 100 MB upload costs the sender 1 MB. Resolves with the server's answer; a server that
 * answers early and closes the connection ends the upload, which is what a browser sees too.
 */
export async function streamMultipart(upload: StreamedUpload): Promise<StreamedAnswer> {
  // A server that refuses by the Content-Length answers and closes at once. On a busy machine the
  // client's next write can fail (EPIPE), or the close can arrive as a reset that drops the answer
  // the client had not read yet. The same request is then sent again, up to ATTEMPTS times in all:
  // the server must give the same answer each time. Nothing is waited for in between: a new
  // connection is answered whenever the server gets to it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await streamOnce(upload);
    } catch (err) {
      if (!isClosedEarly(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}

const ATTEMPTS = 5;

function isClosedEarly(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'EPIPE' || code === 'ECONNRESET';
}

function streamOnce(upload: StreamedUpload): Promise<StreamedAnswer> {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(upload.fields ?? {})
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.fileField ?? 'thumbnail_image'}"; filename="${upload.fileName ?? 'big.jpg'}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + upload.fileBytes + tail.length;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(upload.url, {
      method: upload.method ?? 'POST',
      headers: {
        ...upload.headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(upload.withLength === false ? {} : { 'Content-Length': String(total) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // The server has said all it will; the rest of an unfinished upload is not wanted.
        if (!req.writableEnded) req.destroy();
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the assertion shows the text
        }
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
      res.on('error', reject);
    });
    // Once the server has answered, a reset of the rest of the upload is expected.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const write = (buffer: Buffer) =>
      new Promise<boolean>((done) => {
        if (answered || req.destroyed) {
          done(false);
          return;
        }
        sent += buffer.length;
        if (req.write(buffer)) done(true);
        else {
          const next = () => {
            req.off('close', next);
            req.off('drain', next);
            done(!answered && !req.destroyed);
          };
          req.once('drain', next);
          req.once('close', next);
        }
      });
    void (async () => {
      if (!(await write(head))) return;
      for (let left = upload.fileBytes; left > 0; left -= CHUNK.length) {
        if (!(await write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left)))) return;
      }
      if (await write(tail)) req.end();
    })();
  });
}
