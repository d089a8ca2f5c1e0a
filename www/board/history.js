// Undo and redo over immutable values: every change is a new value, so a step back is
// the value before it. Bounded, so that a long session cannot grow without end.

export class History {
  #past = [];
  #future = [];
  #present;
  #limit;

  constructor(present, limit = 2000) {
    this.#present = present;
    this.#limit = limit;
  }

  get present() {
    return this.#present;
  }

  get canUndo() {
    return this.#past.length > 0;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /** The values Undo goes back through, oldest first (a copy). */
  get past() {
    return [...this.#past];
  }

  /** The values Redo goes forward through, the next one first (a copy). */
  get future() {
    return this.#future.toReversed();
  }

  /**
   * Makes `past` (oldest first) and `future` (the next first) what Undo and Redo go
   * through from the present, as `past` and `future` gave them: a history saved, brought
   * back. Beyond the limit, the oldest of the past are dropped.
   */
  rebuild(past, future) {
    this.#past = past.slice(-this.#limit);
    this.#future = future.toReversed();
  }

  /** Makes `value` the present; what was undone can no longer be redone. */
  push(value) {
    if (value === this.#present) return false;
    this.#past.push(this.#present);
    if (this.#past.length > this.#limit) this.#past.shift();
    this.#future = [];
    this.#present = value;
    return true;
  }

  /** Takes back the last `count` changes, in one travel (Redo makes them again one at a time); false if there are fewer. */
  undo(count = 1) {
    if (count < 1 || this.#past.length < count) return false;
    for (let i = 0; i < count; i++) {
      this.#future.push(this.#present);
      this.#present = this.#past.pop();
    }
    return true;
  }

  redo() {
    if (!this.canRedo) return false;
    this.#past.push(this.#present);
    this.#present = this.#future.pop();
    return true;
  }
}
