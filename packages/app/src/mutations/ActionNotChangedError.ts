/**
 * The server changed nothing without an error: row-level security hid the
 * action from the caller (someone else recorded it, or it is gone).
 */
export class ActionNotChangedError extends Error {
  constructor() {
    super('Only the person who recorded an action can change it.');
    this.name = 'ActionNotChangedError';
  }
}
