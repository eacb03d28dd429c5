import * as migration_20261122_224932_initial from './20261122_224932_initial';

export const migrations = [
  {
    up: migration_20261122_224932_initial.up,
    down: migration_20261122_224932_initial.down,
    name: '20261122_224932_initial'
  },
];
