import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './errors.js';

/** The handler's view of a request: its log and path, and a response that records what it is sent. */
function exchange() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const req = { log, path: '/assets/app.js' } as unknown as Request;
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    set: vi.fn(),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  return { log, req, res, sent };
}

const next: NextFunction = () => undefined;

describe('errorHandler', () => {
  it('when the client closed the connection mid-request, then it notes it as information and answers no one', () => {
    const { log, req, res, sent } = exchange();
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });

    errorHandler(aborted, req, res, next);

    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { path: '/assets/app.js' },
      'request aborted by the client',
    );
    expect(sent).toEqual({});
  });

  it('when something unexpected fails, then it is logged as an error and answered 500', () => {
    const { log, req, res, sent } = exchange();

    errorHandler(new Error('boom'), req, res, next);

    expect(log.error).toHaveBeenCalledOnce();
    expect(sent.status).toBe(500);
  });
});
