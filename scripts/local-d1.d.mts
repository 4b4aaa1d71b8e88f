import type { DatabaseSync } from 'node:sqlite';

export function applyLocalMigrations(persistTo?: string): boolean;
export function openLocalD1(persistTo: string): DatabaseSync;
