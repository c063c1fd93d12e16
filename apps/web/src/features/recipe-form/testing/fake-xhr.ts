/** A stand-in for XMLHttpRequest: records what was sent and answers when the test says so. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static reset() {
    FakeXhr.instances = [];
  }
  static get last(): FakeXhr {
    const last = FakeXhr.instances.at(-1);
    if (!last) throw new Error('No request was sent');
    return last;
  }

  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }

  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  fail() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
