/** Nest injection tokens of the canary's parts (interfaces have no runtime class to inject by). */
export const MOUNT_COUNTS = Symbol('MOUNT_COUNTS');
export const CANARY_RELEASES = Symbol('CANARY_RELEASES');
