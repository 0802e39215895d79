/** A command-line failure with a message for the operator. */
export class AdminError extends Error {}
