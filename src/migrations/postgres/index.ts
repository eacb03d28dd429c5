import * as migration_20261122_224950_initial from './20261122_224950_initial';

export const migrations = [
  {
    up: migration_20261122_224950_initial.up,
    down: migration_20261122_224950_initial.down,
    name: '20261122_224950_initial'
  },
];
