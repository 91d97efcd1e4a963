/** A stand-in for signature_pad under jsdom (no canvas): strokes are simulated with `draw()`. */
export class FakeSignaturePad {
  static last: FakeSignaturePad | null = null;
  private listeners = new Map<string, (() => void)[]>();
  private empty = true;
  constructor() {
    FakeSignaturePad.last = this;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }
  /** Simulates one stroke. */
  draw() {
    this.empty = false;
    for (const fn of this.listeners.get('endStroke') ?? []) fn();
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toDataURL() {
    return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  }
  toData() {
    return [];
  }
  fromData() {}
  on() {}
  off() {}
}
