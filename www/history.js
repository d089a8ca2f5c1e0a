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

  /** Makes `value` the present; what was undone can no longer be redone. */
  push(value) {
    if (value === this.#present) return false;
    this.#past.push(this.#present);
    if (this.#past.length > this.#limit) this.#past.shift();
    this.#future = [];
    this.#present = value;
    return true;
  }

  undo() {
    if (!this.canUndo) return false;
    this.#future.push(this.#present);
    this.#present = this.#past.pop();
    return true;
  }

  redo() {
    if (!this.canRedo) return false;
    this.#past.push(this.#present);
    this.#present = this.#future.pop();
    return true;
  }
}
