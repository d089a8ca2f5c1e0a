// A stand-in for the browser's Worker, for the engine's tests in Node.

/** It keeps what it is sent, and answers nothing. */
export class RecordingWorker {
  static started = [];
  sent = [];
  terminated = false;
  constructor(url) {
    this.url = String(url);
    RecordingWorker.started.push(this);
  }
  postMessage(message) {
    structuredClone(message); // what a real worker's postMessage does first
    this.sent.push(message);
  }
  addEventListener() {}
  terminate() {
    this.terminated = true;
  }
}
