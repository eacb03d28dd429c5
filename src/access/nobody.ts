import type { Access } from 'payload'

/** For operations that only trusted server code may perform (with overrideAccess). */
export const nobody: Access = () => false
