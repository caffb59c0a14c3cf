// Errors callers can act on. An IllegalAnswer always leaves the state exactly as it was.

export class IllegalAnswer extends Error {
  override name = 'IllegalAnswer';
}

export class SetupError extends Error {
  override name = 'SetupError';
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}
