export * from './common.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './timesheet.ts';
export * from './projects.ts';
export * from './tasks.ts';
export * from './timesheet-approval.ts';
export * from './audit.ts';
