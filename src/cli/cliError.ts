// A user-facing failure of the command line, in a module of its own so that `arbiter --help` and
// `--version` load nothing else.

/** A user-facing failure: printed as one line, never with a stack trace, and exits with `code`. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly code = 2,
  ) {
    super(message);
  }
}
